import { z } from 'zod';
import { successBody } from './api-envelope';
import { QUANTITY_MAX, QUANTITY_MIN } from './limits';

export const cartMessages = {
  /** Spec §5 and §8: the cart's own wording, also the server's 422 for jumlah < 1. */
  quantityTooLow: 'Quantity cannot be less than 1.',
  quantityTooHigh: `Jumlah maksimal ${QUANTITY_MAX}.`,
  quantityNotWhole: 'Jumlah harus berupa bilangan bulat.',
  /** 422 when adding would take one dish's line in the cart past the maximum. */
  lineFull: `Jumlah satu menu di keranjang maksimal ${QUANTITY_MAX}.`,
  /** 404 for a line that is not in the caller's cart (also someone else's). */
  lineNotFound: 'Item keranjang tidak ditemukan.',
  /** 404 for a dish that is not on the menu (unknown or unavailable). */
  foodNotFound: 'Makanan tidak ditemukan.',
} as const;

/** Whole portions from 1 to 99, sent as a JSON number (forms use valueAsNumber). */
export const quantityField = z
  .number({ error: cartMessages.quantityNotWhole })
  .int(cartMessages.quantityNotWhole)
  .min(QUANTITY_MIN, cartMessages.quantityTooLow)
  .max(QUANTITY_MAX, cartMessages.quantityTooHigh);

export const foodIdField = z
  .number({ error: 'Menu tidak valid.' })
  .int('Menu tidak valid.')
  .positive('Menu tidak valid.');

export const cartItemSchema = z.object({
  id: z.number().int(),
  food_id: z.number().int(),
  jumlah: z.number().int(),
  /** Today's menu price; an order copies it at checkout. */
  harga_satuan: z.number().int(),
  harga_total: z.number().int(),
  nama_menu: z.string(),
  food: z.object({
    id: z.number().int(),
    nama: z.string(),
    harga: z.number().int(),
    gambar: z.string().nullable(),
    gambar_url: z.string().nullable(),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const addToCartBodySchema = z.object({ food_id: foodIdField, jumlah: quantityField });
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

export const updateCartItemBodySchema = z.object({ jumlah: quantityField });
export type UpdateCartItemBody = z.input<typeof updateCartItemBodySchema>;

export const cartListResponseSchema = successBody(z.array(cartItemSchema));
export const cartItemResponseSchema = successBody(cartItemSchema);
/** `DELETE /cart/{id}` answers the status alone. */
export const cartItemDeletedResponseSchema = z.object({ status: z.literal('success') });

/** The badge in the header: every portion in the cart. */
export function cartQuantity(items: readonly Pick<CartItem, 'jumlah'>[]): number {
  return items.reduce((sum, item) => sum + item.jumlah, 0);
}

export function cartTotal(items: readonly Pick<CartItem, 'harga_total'>[]): number {
  return items.reduce((sum, item) => sum + item.harga_total, 0);
}
