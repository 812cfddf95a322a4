import { describe, expect, it } from 'vitest';
import { parseId } from '../../src/lib/parse-id';

describe('parseId', () => {
  it('reads a positive whole number written in digits', () => {
    expect(parseId('3')).toBe(3);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, '', 'abc', '0', '-1', '1.5', '1e3', ' 3', '0x10', '2147483648'])(
    'gives null for %j, which can name no dish, category or order',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});
