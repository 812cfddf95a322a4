import type { AppServices } from './app-services.ts';
import { parsedDelivery, type Pools } from './cases.ts';
import type { ShopperFactory } from './shoppers.ts';

/** The public menu as the bench needs it. */
export interface Menu {
  /** Dishes on the menu and available: what carts are filled with. */
  foodIds: number[];
  /** A category with dishes, for GET /api/categories/{id}/foods. */
  categoryId: number;
}

/** Customers per round whose carts POST /api/cart fills: 4 per connection, see cartLine(). */
const CART_WRITERS_PER_CONNECTION = 4;
/**
 * Filled carts per round, per second of warm-up and measurement: more orders than two cores
 * place. If they run out, the stretch is measured over the time they lasted, and says so.
 */
const CHECKOUTS_PER_SECOND = 1_000;
/** Dishes in each prepared cart, as a couple ordering lunch would have. */
const LINES_PER_CART = 2;

export async function readMenu(baseUrl: string): Promise<Menu> {
  type Dish = { id: number; is_available: boolean };
  type Listed = { data: Array<{ id: number; lead_time_days: number; foods: Dish[] }> };
  const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()) as Listed;
  // Dishes that can be ordered for as soon as possible: catering is ordered days ahead.
  const foodIds = categories.data
    .filter((one) => one.lead_time_days === 0)
    .flatMap((one) => one.foods)
    .filter((food) => food.is_available)
    .map((food) => food.id);
  const category = categories.data.find((one) => one.foods.length > 0) ?? categories.data[0];
  if (foodIds.length < LINES_PER_CART || !category) {
    throw new Error('The demo menu has too few available dishes or no category.');
  }
  return { foodIds, categoryId: category.id };
}

/**
 * One customer per connection, each with 3 orders of 2 dishes (placed by the app's own
 * service) and 3 dishes in the cart: what the signed-in reads then read. Every round shares them.
 */
export async function prepareReaders(
  shoppers: ShopperFactory,
  services: AppServices,
  menu: Menu,
  count: number,
) {
  const readers = await shoppers.make(count);
  for (let order = 0; order < 3; order++) {
    await shoppers.fillCarts(readers, menu.foodIds, LINES_PER_CART);
    await Promise.all(
      readers.map((reader) => services.orders.placeFromCart(reader.id, parsedDelivery)),
    );
  }
  await shoppers.fillCarts(readers, menu.foodIds, 3);
  await services.settled();
  return readers;
}

/** New cart writers and `checkouts` customers with a filled cart each, for one round. */
export async function preparePools(
  shoppers: ShopperFactory,
  readers: Pools['readers'],
  menu: Menu,
  connections: number,
  checkouts: number,
): Promise<Pools> {
  const pools = {
    readers,
    cartWriters: await shoppers.make(connections * CART_WRITERS_PER_CONNECTION),
    checkouts: await shoppers.make(checkouts),
    foodIds: menu.foodIds,
  };
  await shoppers.fillCarts(pools.checkouts, menu.foodIds, LINES_PER_CART);
  return pools;
}

/** Filled carts for one round's checkouts: the shop's and the ceiling's, each in its own database. */
export function checkoutsPerRound(stretchSeconds: number): number {
  return Math.ceil(CHECKOUTS_PER_SECOND * stretchSeconds);
}
