import { formatRupiah } from '@dapur/shared/money';

/** Whole rupiah as Indonesians write it: `Rp 25.000` (the <Price> component keeps it on one line). */
export { formatRupiah as formatPrice } from '@dapur/shared/money';

/**
 * What a dish option does to a portion's price, as the customer reads it on the dish page
 * and the family's editor promises: "+Rp 5.000", or "Potongan Rp 2.000"; nothing when the
 * price stays the same.
 */
export function formatPriceDelta(delta: number): string {
  if (delta > 0) return `+${formatRupiah(delta)}`;
  if (delta < 0) return `Potongan ${formatRupiah(-delta)}`;
  return '';
}
