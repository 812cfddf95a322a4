import { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SuccessBody } from '../src/envelope';
import { idParamSchema, successBody } from '../src/schemas/envelope';

describe('idParamSchema', () => {
  it('accepts a positive whole number given as path text', () => {
    expect(idParamSchema.parse({ id: '3' })).toEqual({ id: 3 });
  });

  it.each(['abc', '0', '-1', '1.5', ''])('rejects %j', (id) => {
    expect(idParamSchema.safeParse({ id }).success).toBe(false);
  });
});

describe('SuccessBody', () => {
  it('is the shape successBody checks, for the web app to read without zod', () => {
    const numbers = successBody(z.array(z.number()));
    expectTypeOf<z.output<typeof numbers>>().toEqualTypeOf<SuccessBody<number[]>>();
    expect(
      numbers.parse({ status: 'success', data: [1, 2] } satisfies SuccessBody<number[]>),
    ).toEqual({ status: 'success', data: [1, 2] });
  });
});
