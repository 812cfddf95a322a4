import { formatPrice } from '../../../lib/format-price';

/**
 * What an option does to a portion's price, as the customer reads it: "+Rp 5.000", or
 * "Potongan Rp 2.000"; nothing when the price stays the same.
 */
export function formatPriceDelta(delta: number): string {
  if (delta > 0) return `+${formatPrice(delta)}`;
  if (delta < 0) return `Potongan ${formatPrice(-delta)}`;
  return '';
}
