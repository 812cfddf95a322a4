import {
  ORDER_DAYS_AHEAD,
  orderingMessages,
  SLOT_MINUTES,
  type OrderTimeRefusal,
} from './ordering';
import type { OrderSlot } from './schemas/ordering';
import type { RestaurantProfile } from './schemas/restaurant';
import {
  addDays,
  describeMoment,
  minutesOf,
  shopInstant,
  shopIso,
  shopMoment,
  timeLabel,
} from './shop-time';

/**
 * When the kitchen can keep an order, without zod: the server refuses with these and the
 * web app offers what they allow. Every time is read on the restaurant's clock
 * (Asia/Jakarta); `now` is passed in, so tests and pages choose it (docs/decisions/032).
 */

/** What the rules read of the restaurant's profile. */
export type OrderingSettings = Pick<
  RestaurantProfile,
  'opening_hours' | 'accepting_orders' | 'lead_time_minutes'
>;

/** The longest lead in days among an order's dishes, and the dish that sets it. */
export interface DishLead {
  days: number;
  /** The dish's name, for the message; null when no dish asks for days. */
  name: string | null;
}

export const NO_DISH_LEAD: DishLead = { days: 0, name: null };

/** The dish with the longest `lead_time_days` of its category (the first of equals). */
export function longestLead(dishes: readonly { nama: string; lead_time_days: number }[]): DishLead {
  let longest = NO_DISH_LEAD;
  for (const dish of dishes) {
    if (dish.lead_time_days > longest.days)
      longest = { days: dish.lead_time_days, name: dish.nama };
  }
  return longest;
}

interface Span {
  open: number;
  close: number;
}

/** The openings of a date's weekday in minutes, earliest first. */
function openingsOn(settings: OrderingSettings, date: string): Span[] {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return settings.opening_hours
    .filter((opening) => opening.day === day)
    .map((opening) => ({ open: minutesOf(opening.open), close: minutesOf(opening.close) }))
    .sort((a, b) => a.open - b.open);
}

/** The opening a time of `date` falls in (open ≤ time < close). */
function openingAt(settings: OrderingSettings, date: string, minutes: number): Span | undefined {
  return openingsOn(settings, date).find((span) => span.open <= minutes && minutes < span.close);
}

/** Every time on the slot step inside the day's openings, earliest first. */
function slotMinutesOn(settings: OrderingSettings, date: string): number[] {
  const minutes = new Set<number>();
  for (const span of openingsOn(settings, date)) {
    const first = Math.ceil(span.open / SLOT_MINUTES) * SLOT_MINUTES;
    for (let time = first; time < span.close; time += SLOT_MINUTES) minutes.add(time);
  }
  return [...minutes].sort((a, b) => a - b);
}

/** The earliest instant an order can be due: the kitchen's minutes, and the dishes' days. */
function leadBound(settings: OrderingSettings, now: Date, lead: DishLead): number {
  const byMinutes = now.getTime() + settings.lead_time_minutes * 60_000;
  if (lead.days === 0) return byMinutes;
  const firstDay = addDays(shopMoment(now).date, lead.days);
  return Math.max(byMinutes, shopInstant(firstDay, 0).getTime());
}

/** Whether `date` takes orders at all: within the days ahead, and not today while paused. */
function dayTakesOrders(settings: OrderingSettings, date: string, now: Date): boolean {
  const today = shopMoment(now).date;
  if (date < today || date > addDays(today, ORDER_DAYS_AHEAD)) return false;
  return settings.accepting_orders || date !== today;
}

function toSlot(at: Date): OrderSlot {
  return { at: shopIso(at), label: timeLabel(shopMoment(at).minutes) };
}

/**
 * The times that can still be chosen on `date` (`YYYY-MM-DD`, the restaurant's day): on
 * the slot step, inside its opening hours, after the lead times, none today while paused.
 */
export function slotsOn(
  settings: OrderingSettings,
  date: string,
  now: Date,
  lead: DishLead = NO_DISH_LEAD,
): OrderSlot[] {
  if (!dayTakesOrders(settings, date, now)) return [];
  const bound = Math.max(now.getTime() + 1, leadBound(settings, now, lead));
  return slotMinutesOn(settings, date)
    .map((minutes) => shopInstant(date, minutes))
    .filter((at) => at.getTime() >= bound)
    .map(toSlot);
}

/** The first time that can be chosen at all, from today on; undefined when none is open. */
export function earliestSlot(
  settings: OrderingSettings,
  now: Date,
  lead: DishLead = NO_DISH_LEAD,
): OrderSlot | undefined {
  const today = shopMoment(now).date;
  for (let ahead = 0; ahead <= ORDER_DAYS_AHEAD; ahead++) {
    const [first] = slotsOn(settings, addDays(today, ahead), now, lead);
    if (first) return first;
  }
  return undefined;
}

/** When the shop next opens after `now` (an opening's start), within the days ahead. */
export function nextOpening(settings: OrderingSettings, now: Date): Date | undefined {
  const today = shopMoment(now).date;
  for (let ahead = 0; ahead <= ORDER_DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    for (const span of openingsOn(settings, date)) {
      const at = shopInstant(date, span.open);
      if (at > now) return at;
    }
  }
  return undefined;
}

function describeEarliest(settings: OrderingSettings, now: Date, lead: DishLead) {
  const first = earliestSlot(settings, now, lead);
  return first && describeMoment(new Date(first.at), now);
}

/** Why the dishes' days or the kitchen's minutes rule `at` out, if they do. */
function leadRefusal(
  settings: OrderingSettings,
  at: Date,
  now: Date,
  lead: DishLead,
): OrderTimeRefusal | undefined {
  const earliest = () => describeEarliest(settings, now, lead);
  if (lead.days > 0 && shopMoment(at).date < addDays(shopMoment(now).date, lead.days)) {
    const message = orderingMessages.leadDays(lead.name ?? 'Pesanan ini', lead.days, earliest());
    return { code: 'lead_time', message };
  }
  if (at.getTime() < leadBound(settings, now, lead)) {
    return {
      code: 'lead_time',
      message: orderingMessages.leadMinutes(settings.lead_time_minutes, earliest()),
    };
  }
  return undefined;
}

/**
 * Why an order for as soon as possible cannot be placed now, or undefined when it can:
 * ordering paused, a dish that must be ordered days ahead, the shop closed (naming when it
 * opens again), or too close to closing for the kitchen's lead time.
 */
export function asapRefusal(
  settings: OrderingSettings,
  now: Date,
  lead: DishLead = NO_DISH_LEAD,
): OrderTimeRefusal | undefined {
  if (!settings.accepting_orders) {
    return {
      code: 'ordering_paused',
      message: orderingMessages.paused(describeEarliest(settings, now, lead)),
    };
  }
  if (lead.days > 0) return leadRefusal(settings, now, now, lead);
  const { date, minutes } = shopMoment(now);
  const open = openingAt(settings, date, minutes);
  if (!open) {
    const opens = nextOpening(settings, now);
    return {
      code: 'shop_closed',
      message: orderingMessages.closed(opens && describeMoment(opens, now)),
    };
  }
  const ready = minutes + settings.lead_time_minutes;
  if (!openingAt(settings, date, ready)) {
    return { code: 'closing_soon', message: orderingMessages.closingSoon(timeLabel(open.close)) };
  }
  return undefined;
}

/**
 * Why an order cannot be due at `at`, or undefined when it can: off the slot step, past,
 * too far ahead, today while paused, sooner than the lead times, outside opening hours.
 */
export function scheduleRefusal(
  settings: OrderingSettings,
  at: Date,
  now: Date,
  lead: DishLead = NO_DISH_LEAD,
): OrderTimeRefusal | undefined {
  const moment = shopMoment(at);
  const today = shopMoment(now).date;
  if (at.getUTCSeconds() !== 0 || at.getUTCMilliseconds() !== 0 || moment.minutes % SLOT_MINUTES) {
    return { code: 'time_not_on_slot', message: orderingMessages.notOnSlot };
  }
  if (at <= now) return { code: 'time_past', message: orderingMessages.past };
  if (moment.date > addDays(today, ORDER_DAYS_AHEAD)) {
    return { code: 'time_too_far', message: orderingMessages.tooFar };
  }
  if (!settings.accepting_orders && moment.date === today) {
    return {
      code: 'ordering_paused',
      message: orderingMessages.paused(describeEarliest(settings, now, lead)),
    };
  }
  const tooSoon = leadRefusal(settings, at, now, lead);
  if (tooSoon) return tooSoon;
  if (!openingAt(settings, moment.date, moment.minutes)) {
    return {
      code: 'outside_opening_hours',
      message: orderingMessages.outsideHours(describeMoment(at, now)),
    };
  }
  return undefined;
}
