import { DISPLAY_TIME_ZONE } from '@dapur/shared';
import type { Db } from '../../../apps/api/src/db/client.ts';
import { createTokensRepository } from '../../../apps/api/src/modules/auth/tokens.repository.ts';
import { createCartRepository } from '../../../apps/api/src/modules/cart/cart.repository.ts';
import { createCartService } from '../../../apps/api/src/modules/cart/cart.service.ts';
import { createAdminOrdersRepository } from '../../../apps/api/src/modules/orders/admin-orders.repository.ts';
import { createOrdersRepository } from '../../../apps/api/src/modules/orders/orders.repository.ts';
import { createOrdersService } from '../../../apps/api/src/modules/orders/orders.service.ts';
import { createRestaurantRepository } from '../../../apps/api/src/modules/restaurant/restaurant.repository.ts';
import { createCatalogCache } from '../../../apps/api/src/lib/catalog-cache.ts';
import { frozenClock } from '../../../apps/api/src/lib/clock.ts';

/**
 * A time the demo restaurant is open, for the server (SHOP_NOW) and the ceilings alike:
 * orders for as soon as possible go through whenever the bench runs.
 */
export const BENCH_SHOP_NOW = '2026-06-10T10:00:00+07:00';

/**
 * The shop's own services and repositories on the bench's connection: the ceilings run
 * exactly the SQL the routes run, through the same code and driver, without HTTP.
 */
export function createAppServices(db: Db) {
  // Only read here: the cache it would tell about changes is never asked.
  const restaurant = createRestaurantRepository(db, createCatalogCache());
  const owners = createAdminOrdersRepository(db, DISPLAY_TIME_ZONE);
  const background = new Set<Promise<unknown>>();

  return {
    /** The query `authenticate` runs for every signed-in request (modules/auth/auth.service.ts). */
    tokens: createTokensRepository(db),
    cart: createCartService(createCartRepository(db)),
    orders: createOrdersService(createOrdersRepository(db), {
      // The server's SHOP_NOW: the same opening-hours check, at a time the shop is open.
      clock: frozenClock(new Date(BENCH_SHOP_NOW)),
      // As modules/orders/index.ts does after answering: read the profile and the owners'
      // addresses to email them the new order. The same queries, equally not awaited.
      onPlaced: () => {
        const work = restaurant
          .get()
          .then((profile) => (profile.orderEmails ? owners.ownerEmails() : []))
          .catch(() => {})
          .finally(() => background.delete(work));
        background.add(work);
      },
    }),
    /** Waits for the work placed orders left running, as the server drains it before closing. */
    async settled(): Promise<void> {
      await Promise.all(background);
    },
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
