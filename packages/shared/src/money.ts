/**
 * Whole rupiah as Indonesians write it: `Rp 25.000`, `-Rp 5.000`, rounded to the rupiah.
 *
 * Written out rather than with `Intl.NumberFormat('id-ID', { currency: 'IDR' })`, which
 * gives the same text (test/money.test.ts compares them) but whose first use in a page
 * loads the browser's locale data: about 50 ms of a fast machine's main thread, four times
 * that on a cheap phone, while the menu's prices are being rendered (docs/performance.md).
 */
export function formatRupiah(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 && whole !== 0 ? '-' : ''}Rp ${digits}`;
}
