import { z } from 'zod';
import { successBody } from './envelope';

/** Food as it travels on the wire; prices are whole rupiah. */
export const foodSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  harga: z.number().int(),
  deskripsi: z.string().nullable(),
  /** File name under storage, e.g. `foods/nasi-goreng.webp`. */
  gambar: z.string().nullable(),
  /** Path the browser loads, e.g. `/storage/foods/nasi-goreng.webp`. */
  gambar_url: z.string().nullable(),
  category_id: z.number().int().nullable(),
});
export type Food = z.infer<typeof foodSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryWithFoodsSchema = categorySchema.extend({ foods: z.array(foodSchema) });
export type CategoryWithFoods = z.infer<typeof categoryWithFoodsSchema>;

export const foodListResponseSchema = successBody(z.array(foodSchema));
export const foodResponseSchema = successBody(foodSchema);
export const categoryListResponseSchema = successBody(z.array(categoryWithFoodsSchema));
/** `GET /categories/{id}/foods` is the one call that answers `category` and `foods` at top level. */
export const categoryFoodsResponseSchema = z.object({
  status: z.literal('success'),
  category: categorySchema,
  foods: z.array(foodSchema),
});
export type CategoryFoodsResponse = z.infer<typeof categoryFoodsResponseSchema>;
