/**
 * What the ordering rules read as "now" (opening hours, lead times, the times offered).
 * Timestamps the database writes (`created_at`) are the database's own.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Always `at`: tests, and a demonstration of the shop at a chosen time (SHOP_NOW). */
export function frozenClock(at: Date): Clock {
  return { now: () => new Date(at.getTime()) };
}
