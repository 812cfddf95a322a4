import { z } from 'zod';
import { FOOD_PRICE_MAX, menuMessages } from '../menu';
import { LEAD_TIME_DAYS_MAX, orderingMessages } from '../ordering';
import { optionGroupSchema } from './dish-options';
import { successBody } from './envelope';
import { optionalText, requiredText } from './fields';

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
  /** False while sold out: shown as "Habis", and the cart and order calls refuse it (422). */
  is_available: z.boolean(),
  /** The ways the dish comes ("Bagian: paha / dada"), in order; empty for most dishes. */
  option_groups: z.array(optionGroupSchema),
});
export type Food = z.infer<typeof foodSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  /**
   * How many days ahead its dishes must be ordered (catering: 2); 0: the same day. An
   * order is due on today + this many days at the earliest.
   */
  lead_time_days: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryWithFoodsSchema = categorySchema.extend({ foods: z.array(foodSchema) });
export type CategoryWithFoods = z.infer<typeof categoryWithFoodsSchema>;

export const foodListResponseSchema = successBody(z.array(foodSchema));
export const foodResponseSchema = successBody(foodSchema);
export const categoryListResponseSchema = successBody(z.array(categoryWithFoodsSchema));
/** `GET /categories/{id}/foods` is the one call that responds with `category` and `foods` at top level. */
export const categoryFoodsResponseSchema = z.object({
  status: z.literal('success'),
  category: categorySchema,
  foods: z.array(foodSchema),
});
export type CategoryFoodsResponse = z.infer<typeof categoryFoodsResponseSchema>;

/** What the family sees of a dish: archived ones too, which customers no longer see. */
export const adminFoodSchema = foodSchema.extend({ archived: z.boolean() });
export type AdminFood = z.infer<typeof adminFoodSchema>;
export const adminFoodListResponseSchema = successBody(z.array(adminFoodSchema));
export const adminFoodResponseSchema = successBody(adminFoodSchema);

export const adminCategorySchema = categorySchema.extend({
  /** Dishes in it that customers can see (sold out included, archived not). */
  food_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListResponseSchema = successBody(z.array(adminCategorySchema));
export const adminCategoryResponseSchema = successBody(adminCategorySchema);

/** Whole rupiah, at least 0 and at most Rp 10.000.000 per portion. */
export const hargaField = z
  .number({ error: menuMessages.priceNotWhole })
  .int(menuMessages.priceNotWhole)
  .min(0, menuMessages.priceNegative)
  .max(FOOD_PRICE_MAX, menuMessages.priceTooHigh);

export const foodCreateBodySchema = z.object({
  nama: requiredText('Nama menu'),
  harga: hargaField,
  deskripsi: optionalText('Deskripsi', 2_000, { multiline: true })
    .transform((text) => text || null)
    .nullable()
    .optional(),
  category_id: z
    .number({ error: menuMessages.categoryInvalid })
    .int(menuMessages.categoryInvalid)
    .positive(menuMessages.categoryInvalid)
    .nullable()
    .optional(),
  is_available: z.boolean({ error: 'Pilih tersedia atau habis.' }).optional(),
});
export type FoodCreateBody = z.input<typeof foodCreateBodySchema>;
/** Any of the fields; what is left out stays as it is. */
export const foodUpdateBodySchema = foodCreateBodySchema.partial();
export type FoodUpdateBody = z.input<typeof foodUpdateBodySchema>;

export const categoryCreateBodySchema = z.object({
  name: requiredText('Nama kategori'),
  description: optionalText('Deskripsi', 1_000, { multiline: true })
    .transform((text) => text || null)
    .nullable()
    .optional(),
  lead_time_days: z
    .number({ error: orderingMessages.leadTimeDays })
    .int(orderingMessages.leadTimeDays)
    .min(0, orderingMessages.leadTimeDays)
    .max(LEAD_TIME_DAYS_MAX, orderingMessages.leadTimeDays)
    .optional(),
});
export type CategoryCreateBody = z.input<typeof categoryCreateBodySchema>;
export const categoryUpdateBodySchema = categoryCreateBodySchema.partial();
export type CategoryUpdateBody = z.input<typeof categoryUpdateBodySchema>;
