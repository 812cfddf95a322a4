import type { z } from 'zod';
import { orderingMessages } from '@dapur/shared/ordering';
import { restaurantUpdateBodySchema } from '@dapur/shared/schemas/restaurant';
import type { AdminRestaurant, Opening } from '@dapur/shared/restaurant';
import { wholeNumberText } from '../../../lib/whole-number-text';

const { delivery_fee, lead_time_minutes } = restaurantUpdateBodySchema.shape;

/**
 * The update body with every field present: the form always sends the whole profile. The
 * fee and the minutes are typed as text ("5.000") and sent as whole numbers.
 */
export const restaurantFormSchema = restaurantUpdateBodySchema
  // The QRIS code has its own section (qris-section.tsx), saved on its own.
  .omit({ qris_payload: true })
  .required()
  .extend({
    delivery_fee: wholeNumberText(orderingMessages.deliveryFee).pipe(delivery_fee.unwrap()),
    lead_time_minutes: wholeNumberText(orderingMessages.leadTimeMinutes).pipe(
      lead_time_minutes.unwrap(),
    ),
  });

/**
 * What the form holds: a link not set is empty text, and `opening_hours` keeps the order it
 * is sent in, so the server's `opening_hours.N` names the same opening.
 */
export type RestaurantFormValues = z.input<typeof restaurantFormSchema>;

/** Every field the settings form holds; saving sends exactly these (never the QRIS picture). */
export const restaurantFormFields = restaurantFormSchema.keyof().options;

/** What the form starts from: the stored profile, an empty text for a link that is not set. */
export function toFormValues(profile: AdminRestaurant): RestaurantFormValues {
  return {
    name: profile.name,
    tagline: profile.tagline,
    history: profile.history,
    address: profile.address,
    phone: profile.phone,
    whatsapp: profile.whatsapp,
    email: profile.email,
    facebook_url: profile.facebook_url ?? '',
    instagram_url: profile.instagram_url ?? '',
    map_url: profile.map_url ?? '',
    opening_hours: profile.opening_hours.map(({ day, open, close }) => ({ day, open, close })),
    order_emails: profile.order_emails,
    accepting_orders: profile.accepting_orders,
    delivery_fee: String(profile.delivery_fee),
    lead_time_minutes: String(profile.lead_time_minutes),
  };
}

/**
 * Where a new opening of `day` goes: after that day's last one, or, for a day without any,
 * before the first later day; the list stays ordered by day, Sunday (0) to Saturday.
 */
export function insertionIndex(openings: readonly Pick<Opening, 'day'>[], day: number): number {
  const later = openings.findIndex((opening) => opening.day > day);
  return later === -1 ? openings.length : later;
}

/** A new opening starts from the day's last closing time, or from the usual 07:00–20:00. */
export function nextOpening(openings: readonly Opening[], day: number): Opening {
  const last = openings.filter((opening) => opening.day === day).at(-1);
  if (!last) return { day, open: '07:00', close: '20:00' };
  const [hours = 0] = last.close.split(':').map(Number);
  const open = last.close;
  const close = hours >= 23 ? '23:59' : `${String(Math.min(hours + 3, 23)).padStart(2, '0')}:00`;
  return { day, open, close: close > open ? close : '23:59' };
}
