import { CART_LINES_MAX, QUANTITY_MAX } from './limits';
import type { CartItem } from './schemas/cart';

/** The cart without zod: the header's badge is in the web app's first bundle. */
export type { AddToCartBody, CartItem, UpdateCartItemBody } from './schemas/cart';

export const cartMessages = {
  /** Spec §5 and §8: the cart's own wording, also the server's 422 for jumlah < 1. */
  quantityTooLow: 'Quantity cannot be less than 1.',
  quantityTooHigh: `Jumlah maksimal ${QUANTITY_MAX}.`,
  quantityNotWhole: 'Jumlah harus berupa bilangan bulat.',
  /**
   * 422 when adding or raising would take one dish in the cart past the maximum, its lines
   * with every note and option counted together.
   */
  lineFull: `Jumlah satu menu di keranjang maksimal ${QUANTITY_MAX}.`,
  /** 422 when a new line would take the cart past its number of lines. */
  tooManyLines: `Keranjang maksimal berisi ${CART_LINES_MAX} baris. Hapus atau gabungkan beberapa baris dulu.`,
  /** 404 for a line that is not in the caller's cart (also someone else's). */
  lineNotFound: 'Item keranjang tidak ditemukan.',
} as const;

/** The badge in the header: every portion in the cart. */
export function cartQuantity(items: readonly Pick<CartItem, 'jumlah'>[]): number {
  return items.reduce((sum, item) => sum + item.jumlah, 0);
}

export function cartTotal(items: readonly Pick<CartItem, 'harga_total'>[]): number {
  return items.reduce((sum, item) => sum + item.harga_total, 0);
}
