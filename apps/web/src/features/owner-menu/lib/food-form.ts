import { z } from 'zod';
import { fieldMessages } from '@dapur/shared/fields';
import { menuMessages, type AdminFood } from '@dapur/shared/menu';
import { foodCreateBodySchema, hargaField } from '@dapur/shared/schemas/menu';

/**
 * The price as typed on a phone's number pad: "25000", or as Indonesians write it, "25.000"
 * or "Rp 25.000" (dots and spaces group thousands). Anything else is not whole rupiah.
 */
const hargaText = z
  .string()
  .trim()
  .min(1, fieldMessages.required('Harga'))
  .transform((text) => text.replace(/^rp\.?/i, '').replace(/[.\s]/g, ''))
  .pipe(z.string().regex(/^-?\d+$/, menuMessages.priceNotWhole))
  .transform(Number)
  .pipe(hargaField);

/** The category select: "" is "Tanpa kategori". */
const categoryChoice = z
  .string()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(foodCreateBodySchema.shape.category_id.unwrap());

/** The dish form: the request body's rules, with the price and the category as the form holds them. */
export const foodFormSchema = foodCreateBodySchema.extend({
  harga: hargaText,
  category_id: categoryChoice,
  is_available: z.boolean(),
});

export type FoodFormValues = z.input<typeof foodFormSchema>;
export type FoodFormBody = z.output<typeof foodFormSchema>;

/** The fields the form shows, for the server's 422 messages. */
export const foodFormFields = foodFormSchema.keyof().options;

export function foodFormValues(food?: AdminFood): FoodFormValues {
  return {
    nama: food?.nama ?? '',
    harga: food ? String(food.harga) : '',
    deskripsi: food?.deskripsi ?? '',
    category_id: food?.category_id ? String(food.category_id) : '',
    is_available: food?.is_available ?? true,
  };
}
