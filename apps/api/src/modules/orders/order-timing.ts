import { asapRefusal, longestLead, scheduleRefusal, type OrderingSettings } from '@dapur/shared';
import { InvalidError } from '../../lib/errors';
import type { MenuPriceRow, ShopOrderingRow } from './orders.repository';

/** The rules' reading of the restaurant's row. */
export function orderingSettingsOf(shop: ShopOrderingRow): OrderingSettings {
  return {
    opening_hours: shop.openingHours,
    accepting_orders: shop.acceptingOrders,
    lead_time_minutes: shop.leadTimeMinutes,
  };
}

/**
 * Refuses (422 on `scheduled_for`) a time the kitchen cannot keep: as soon as possible
 * while closed or paused, or a chosen time that is past, off the slot step, outside the
 * opening hours or sooner than the longest lead time of the dishes (decision 032).
 */
export function refuseUnkeepableTime(
  shop: ShopOrderingRow,
  dishes: MenuPriceRow[],
  scheduledFor: Date | null | undefined,
  now: Date,
): void {
  const settings = orderingSettingsOf(shop);
  const lead = longestLead(
    dishes.map((dish) => ({ nama: dish.nama, lead_time_days: dish.leadTimeDays })),
  );
  const refusal = scheduledFor
    ? scheduleRefusal(settings, scheduledFor, now, lead)
    : asapRefusal(settings, now, lead);
  if (refusal) {
    throw new InvalidError(refusal.code, refusal.message, { scheduled_for: [refusal.message] });
  }
}
