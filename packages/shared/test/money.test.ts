import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../src/money';

/** What the platform writes, with the no-break space after "Rp" made a plain one. */
const intl = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const platform = (amount: number) => intl.format(amount).replace(/\u00a0/g, ' ');

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp 0'],
    [500, 'Rp 500'],
    [5_000, 'Rp 5.000'],
    [25_000, 'Rp 25.000'],
    [1_250_000, 'Rp 1.250.000'],
    [10_000_000, 'Rp 10.000.000'],
    [-5_000, '-Rp 5.000'],
    // Intl writes "-Rp 0" here; an amount that rounds to nothing has no sign.
    [-0.4, 'Rp 0'],
  ])('writes %i as %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });

  it('writes every amount as Intl.NumberFormat does for id-ID and IDR, rounding included', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 999_999];
    for (let power = 1; power <= 1e12; power *= 10) amounts.push(power - 1, power, power + 1);
    amounts.push(12_345.5, 12_345.49, 0.5, 0.4, -1_234.5, -98_765, 123_456_789);
    for (const amount of amounts)
      expect(formatRupiah(amount), String(amount)).toBe(platform(amount));
  });
});
