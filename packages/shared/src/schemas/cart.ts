import { z } from 'zod';
import { cartMessages } from '../cart';
import { QUANTITY_MAX, QUANTITY_MIN } from '../limits';
import { chosenOptionIdsField, chosenOptionSchema } from './dish-options';
import { successBody } from './envelope';
import { foodSchema } from './menu';
import { itemNoteField } from './ordering';

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
  /** Today's menu price with the chosen options' price changes; an order copies it at checkout. */
  harga_satuan: z.number().int(),
  harga_total: z.number().int(),
  nama_menu: z.string(),
  /** The customer's note to the dish ("sambal dipisah"); the same dish with another note is another line. */
  note: z.string(),
  /**
   * The chosen options with today's names and prices, in the dish's order; the same dish
   * with other options is another line. One the family has since removed or switched off
   * makes checkout refuse the line.
   */
  options: z.array(chosenOptionSchema),
  /**
   * Why checkout would refuse this line's options, in Indonesian ("Ayam Goreng: Telur sedang
   * habis."): one removed or switched off since, or a choice the dish's groups no longer
   * allow. Null when they fit.
   */
  options_problem: z.string().nullable(),
  /** `is_available` false: sold out or taken off the menu since it was added; checkout refuses it. */
  food: foodSchema.pick({
    id: true,
    nama: true,
    harga: true,
    gambar: true,
    gambar_url: true,
    is_available: true,
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** `note` is trimmed, empty is none: adding the dish with a note it already has adds to that line. */
export const addToCartBodySchema = z.object({
  food_id: foodIdField,
  jumlah: quantityField,
  note: itemNoteField,
  /** The chosen options' ids (docs/architecture.md, "Dish options"); left out: none. */
  options: chosenOptionIdsField,
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

/** `note` left out stays as it is. */
export const updateCartItemBodySchema = z.object({
  jumlah: quantityField,
  note: itemNoteField.unwrap().optional(),
});
export type UpdateCartItemBody = z.input<typeof updateCartItemBodySchema>;

export const cartListResponseSchema = successBody(z.array(cartItemSchema));
export const cartItemResponseSchema = successBody(cartItemSchema);
/** `DELETE /cart/{id}` responds with the status alone. */
export const cartItemDeletedResponseSchema = z.object({ status: z.literal('success') });
