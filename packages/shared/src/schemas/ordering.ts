import { z } from 'zod';
import {
  DEFAULT_FULFILMENT,
  fulfilments,
  ITEM_NOTE_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  orderingMessages,
  SLOT_FOODS_MAX,
} from '../ordering';
import { successBody } from './envelope';
import { dayField, optionalText } from './fields';

/** `delivery` (the default, as the spec's orders are) or `pickup`. */
export const fulfilmentField = z
  .enum(fulfilments, { error: orderingMessages.fulfilment })
  .default(DEFAULT_FULFILMENT);

/**
 * When the order is due, ISO 8601 with an offset (`2026-06-11T12:00:00+07:00`); absent or
 * null: as soon as possible. Read as the instant it names.
 */
export const scheduledForField = z.iso
  .datetime({ offset: true, error: orderingMessages.scheduledFormat })
  .transform((text) => new Date(text))
  .refine((at) => !Number.isNaN(at.getTime()), orderingMessages.scheduledFormat)
  .nullable()
  .optional();

/** A note to the whole order; empty: none. */
export const orderNoteField = optionalText('Catatan', ORDER_NOTE_MAX_LENGTH, {
  multiline: true,
}).default('');
/** A note to one dish ("paha", "sambal dipisah"); empty: none. */
export const itemNoteField = optionalText('Catatan menu', ITEM_NOTE_MAX_LENGTH, {
  multiline: true,
}).default('');

/** One time the order form can offer: `at` with the restaurant's offset, `label` "12.00". */
export const orderSlotSchema = z.object({
  at: z.string(),
  label: z.string(),
});
export type OrderSlot = z.infer<typeof orderSlotSchema>;

/** Comma-separated dish ids, `1,2`: at most SLOT_FOODS_MAX, each a positive whole number. */
const foodIdList = z
  .string({ error: orderingMessages.foodIds })
  .regex(/^\d{1,10}(,\d{1,10})*$/, orderingMessages.foodIds)
  .transform((list) => [...new Set(list.split(',').map(Number))])
  .refine(
    (ids) => ids.length <= SLOT_FOODS_MAX && ids.every((id) => id > 0),
    orderingMessages.foodIds,
  );

/**
 * `GET /restaurant/slots`: the day (the restaurant's today when none is given) and the
 * dishes to be ordered, whose categories' lead times then apply.
 */
export const slotsQuerySchema = z.object({
  date: dayField.optional(),
  food_ids: foodIdList.optional(),
});
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

export const slotsMetaSchema = z.object({
  /** The day the slots are of. */
  date: z.string(),
  /** The restaurant's today: the order form offers days from it. */
  today: z.string(),
  /** Whether an as-soon-as-possible order can be placed now, and if not, why (Indonesian). */
  asap: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  /** The first time that can be chosen on any day from today; null when none is open. */
  earliest: orderSlotSchema.nullable(),
});
export type SlotsMeta = z.infer<typeof slotsMetaSchema>;

export const slotsResponseSchema = successBody(z.array(orderSlotSchema)).extend({
  meta: slotsMetaSchema,
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;
