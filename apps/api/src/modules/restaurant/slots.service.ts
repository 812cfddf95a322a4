import {
  asapRefusal,
  earliestSlot,
  longestLead,
  shopMoment,
  slotsOn,
  type slotsQuerySchema,
  type SlotsResponse,
} from '@dapur/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import type { RestaurantRepository } from './restaurant.repository';
import { toProfile } from './restaurant.service';
import type { SlotsRepository } from './slots.repository';

/**
 * The times an order can still be due on a day, from the opening hours, the lead times of
 * the dishes named and the shop's now: what the order form offers (decision 032).
 */
export function createSlotsService(
  restaurant: RestaurantRepository,
  dishes: SlotsRepository,
  clock: Clock,
) {
  return {
    async slots({
      date,
      food_ids: foodIds = [],
    }: z.output<typeof slotsQuerySchema>): Promise<Omit<SlotsResponse, 'status'>> {
      const now = clock.now();
      const [settings, leads] = await Promise.all([
        restaurant.get().then(toProfile),
        dishes.dishLeads(foodIds),
      ]);
      const lead = longestLead(leads);
      const today = shopMoment(now).date;
      const day = date ?? today;
      const asap = asapRefusal(settings, now, lead);
      return {
        data: slotsOn(settings, day, now, lead),
        meta: {
          date: day,
          today,
          asap: { available: !asap, reason: asap?.message ?? null },
          earliest: earliestSlot(settings, now, lead) ?? null,
        },
      };
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
