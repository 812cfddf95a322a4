import { describe, expect, it } from 'vitest';
import { idParamSchema } from '../src/schemas/envelope';

describe('idParamSchema', () => {
  it('accepts a positive whole number given as path text', () => {
    expect(idParamSchema.parse({ id: '3' })).toEqual({ id: 3 });
  });

  it.each(['abc', '0', '-1', '1.5', ''])('rejects %j', (id) => {
    expect(idParamSchema.safeParse({ id }).success).toBe(false);
  });
});
