import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../limits';
import {
  DAY_NAMES,
  MAP_PROVIDERS,
  OPENINGS_PER_DAY_MAX,
  restaurantMessages,
  SOCIAL_HOSTS,
} from '../restaurant';
import { QRIS_PAYLOAD_MAX_LENGTH, qrisMessages } from '../qris';
import { DELIVERY_FEE_MAX, LEAD_TIME_MINUTES_MAX, orderingMessages } from '../ordering';
import { successBody } from './envelope';
import { emailField, optionalText, phoneField, requiredText, trimmedTextSchema } from './fields';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `07:00`: hours and minutes in the restaurant's time (Asia/Jakarta). */
export const timeOfDayField = z
  .string({ error: restaurantMessages.timeFormat })
  .regex(TIME_OF_DAY, restaurantMessages.timeFormat);

/** One opening of one weekday; a day may have two (a break at noon), or none (closed). */
export const openingSchema = z
  .object({
    /** 0 = Sunday … 6 = Saturday. */
    day: z
      .number({ error: restaurantMessages.day })
      .int()
      .min(0, restaurantMessages.day)
      .max(6, restaurantMessages.day),
    open: timeOfDayField,
    close: timeOfDayField,
  })
  // Compared only once both are times: a malformed one has its own message.
  .refine(
    ({ open, close }) => !TIME_OF_DAY.test(open) || !TIME_OF_DAY.test(close) || open < close,
    {
      message: restaurantMessages.closeAfterOpen,
      path: ['close'],
    },
  );
export type Opening = z.infer<typeof openingSchema>;

export const openingHoursSchema = z
  .array(openingSchema)
  .max(DAY_NAMES.length * OPENINGS_PER_DAY_MAX);

/** The public profile, as `GET /restaurant` responds with it. */
export const restaurantSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  /** Paragraphs separated by a blank line. */
  history: z.string(),
  address: z.string(),
  /** As the family writes it, e.g. `+62 274 000 123`. */
  phone: z.string(),
  /** International form without '+', as wa.me wants it: `6281200000123`. */
  whatsapp: z.string(),
  email: z.string(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  /** A map embed (OpenStreetMap or Google Maps), shown on the about page. */
  map_url: z.string().nullable(),
  opening_hours: z.array(openingSchema),
  qris_image_url: z.string().nullable(),
  /** False while the family pauses ordering: nothing more for today, later days stay open. */
  accepting_orders: z.boolean(),
  /** Whole rupiah added to every delivery order (not to pickup). */
  delivery_fee: z.number().int(),
  /** The earliest an as-soon-as-possible order can be ready, in minutes. */
  lead_time_minutes: z.number().int(),
});
export type RestaurantProfile = z.infer<typeof restaurantSchema>;
export const restaurantResponseSchema = successBody(restaurantSchema);

/** What only the family sees: the profile and the shop's settings. */
export const adminRestaurantSchema = restaurantSchema.extend({
  /** Every new order is emailed to the owners too. */
  order_emails: z.boolean(),
  /**
   * The static QRIS code as text, or null: with it each order gets a code carrying its
   * amount; never in the public profile.
   */
  qris_payload: z.string().nullable(),
  /** The merchant name written in that code (tag 59), for the family to recognise it. */
  qris_merchant_name: z.string().nullable(),
});
export type AdminRestaurant = z.infer<typeof adminRestaurantSchema>;
export const adminRestaurantResponseSchema = successBody(adminRestaurantSchema);

/** An https address on one of `hosts`, or empty (none). */
function linkField(hosts: readonly string[], message: string) {
  return z
    .union([z.literal(''), z.null()])
    .transform(() => null)
    .or(
      z
        .string()
        .trim()
        .max(TEXT_MAX_LENGTH, message)
        .refine((url) => isHttpsOn(url, hosts), message)
        .meta(trimmedTextSchema(TEXT_MAX_LENGTH, 'any', false)),
    );
}

function isHttpsOn(value: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && hosts.includes(url.hostname) && !url.username;
  } catch {
    return false;
  }
}

/** `PUT /admin/restaurant`: any of the fields; what is left out stays as it is. */
export const restaurantUpdateBodySchema = z
  .object({
    name: requiredText('Nama restoran'),
    tagline: optionalText('Slogan'),
    history: optionalText('Sejarah', 5_000, { multiline: true }),
    address: requiredText('Alamat', { multiline: true }),
    phone: requiredText('Telepon'),
    whatsapp: phoneField('WhatsApp'),
    email: emailField,
    facebook_url: linkField(SOCIAL_HOSTS.facebook, restaurantMessages.facebookUrl),
    instagram_url: linkField(SOCIAL_HOSTS.instagram, restaurantMessages.instagramUrl),
    map_url: linkField(
      MAP_PROVIDERS.map((provider) => provider.host),
      restaurantMessages.mapUrl,
    ),
    opening_hours: openingHoursSchema,
    order_emails: z.boolean({ error: 'Pilih ya atau tidak.' }),
    accepting_orders: z.boolean({ error: 'Pilih ya atau tidak.' }),
    delivery_fee: z
      .number({ error: orderingMessages.deliveryFee })
      .int(orderingMessages.deliveryFee)
      .min(0, orderingMessages.deliveryFee)
      .max(DELIVERY_FEE_MAX, orderingMessages.deliveryFee),
    lead_time_minutes: z
      .number({ error: orderingMessages.leadTimeMinutes })
      .int(orderingMessages.leadTimeMinutes)
      .min(0, orderingMessages.leadTimeMinutes)
      .max(LEAD_TIME_MINUTES_MAX, orderingMessages.leadTimeMinutes),
    /** Checked by the server as EMVCo TLV with its CRC; empty or null removes it. */
    qris_payload: z
      .union([z.literal(''), z.null()])
      .transform(() => null)
      .or(
        z
          .string({ error: qrisMessages.malformed })
          .trim()
          // Far over EMVCo's 512: the server responds to a long code with its own message.
          .max(QRIS_PAYLOAD_MAX_LENGTH * 4, qrisMessages.tooLong)
          .meta(trimmedTextSchema(QRIS_PAYLOAD_MAX_LENGTH * 4, 'any', false))
          .transform((code) => (code === '' ? null : code)),
      ),
  })
  .partial();
export type RestaurantUpdateBody = z.input<typeof restaurantUpdateBodySchema>;

/**
 * `POST /admin/restaurant/qris`: the profile, and whether the picture's code was read, so
 * that each order's amount is filled in (in words for the family).
 */
export const qrisUploadResponseSchema = adminRestaurantResponseSchema.extend({
  message: z.string(),
});
