import { isDeepStrictEqual } from 'node:util';
import type { CartItem, Order } from '@dapur/shared';
import { sameCart, type Shopper } from './order-load';
import { keyOf, type ShopClient } from './shop-client';

export interface Check {
  /** Orders that got a 201 before the kill, over all rounds so far. */
  acknowledged: number;
  /** Of those, present after the restart exactly as in their response. */
  found: number;
  lost: string[];
  duplicates: string[];
  /** Orders sent but cut off (no response) when the server died, and how many of them had committed. */
  cutOff: number;
  committedCutOff: number;
  /** Anything else wrong: a cart out of step with its orders, an order nobody placed. */
  problems: string[];
}

/**
 * After the restart: every acknowledged order is there as in its response, no key has two
 * orders, each cart matches what was acknowledged, and each order the kill cut off is
 * placed again with its key and ends up there once.
 */
export async function checkAfterRestart(shop: ShopClient, shoppers: Shopper[]): Promise<Check> {
  const check: Check = {
    acknowledged: 0,
    found: 0,
    lost: [],
    duplicates: [],
    cutOff: 0,
    committedCutOff: 0,
    problems: [],
  };
  await Promise.all(shoppers.map((shopper) => checkShopper(shop, shopper, check)));
  return check;
}

async function checkShopper(shop: ShopClient, shopper: Shopper, check: Check): Promise<void> {
  const { customer, cutOffDirect: direct, cutOffCartStep: cartStep } = shopper;
  const who = customer.email;
  const before = byKey(await shop.orders(customer), who, check);

  for (const [key, acknowledged] of shopper.acknowledged) {
    check.acknowledged += 1;
    const stored = before.get(key) ?? [];
    if (stored.some((order) => isDeepStrictEqual(order, acknowledged))) check.found += 1;
    else check.lost.push(`${who} ${key}: ${stored.length ? JSON.stringify(stored) : 'missing'}`);
  }
  const checkoutKey = cartStep?.kind === 'checkout' ? cartStep.key : undefined;
  for (const key of before.keys()) {
    if (!shopper.acknowledged.has(key) && key !== direct?.key && key !== checkoutKey) {
      check.problems.push(`${who}: an order with key ${key} that nobody placed`);
    }
  }

  const cart = cartMap(await shop.cart(customer));
  checkCart(cart, shopper, before, check);
  shopper.cart = cart;

  if (direct) {
    const retried = shop.orderDirect(customer, direct.key, direct.foodId, direct.quantity);
    settleCutOff(shopper, direct.key, await retried, before, check);
  }
  if (checkoutKey !== undefined) {
    const retried = await shop.orderCart(customer, checkoutKey);
    const ordered = new Map(retried.items.map((item) => [item.food_id, item.jumlah]));
    if (!before.has(checkoutKey) && !sameCart(ordered, cart)) {
      check.problems.push(`${who}: retried checkout ${checkoutKey} did not order the cart`);
    }
    settleCutOff(shopper, checkoutKey, retried, before, check);
    shopper.cart = new Map();
  }
  shopper.cutOffDirect = undefined;
  shopper.cutOffCartStep = undefined;

  const after = byKey(await shop.orders(customer), who, check);
  for (const [key, orders] of after) {
    if (orders.length > 1) check.duplicates.push(`${who} ${key}: ${orders.length} orders`);
  }
  const cartAfter = cartMap(await shop.cart(customer));
  if (!sameCart(cartAfter, shopper.cart)) {
    check.problems.push(`${who}: the cart changed to ${JSON.stringify([...cartAfter])}`);
  }
}

/**
 * A checkout is one transaction: either its order exists and the cart is empty, or
 * neither changed. An addition cut off is either fully there or not at all.
 */
function checkCart(
  cart: Map<number, number>,
  shopper: Shopper,
  orders: Map<string, Order[]>,
  check: Check,
): void {
  const step = shopper.cutOffCartStep;
  const acknowledged = shopper.cart;
  const allowed = [acknowledged];
  if (step?.kind === 'checkout' && orders.has(step.key)) allowed.splice(0, 1, new Map());
  if (step?.kind === 'cart-add') {
    const withAdd = new Map(acknowledged);
    withAdd.set(step.foodId, (withAdd.get(step.foodId) ?? 0) + step.jumlah);
    allowed.push(withAdd);
  }
  if (!allowed.some((expected) => sameCart(cart, expected))) {
    check.problems.push(
      `${shopper.customer.email}: the cart holds ${JSON.stringify([...cart])}, expected one of ${JSON.stringify(allowed.map((expected) => [...expected]))} (${step?.kind ?? 'nothing'} cut off)`,
    );
  }
}

/** The retry of an order cut off responds with the first one if it had committed. */
function settleCutOff(
  shopper: Shopper,
  key: string,
  retried: Order,
  before: Map<string, Order[]>,
  check: Check,
): void {
  check.cutOff += 1;
  const first = before.get(key)?.[0];
  if (first) {
    check.committedCutOff += 1;
    if (!isDeepStrictEqual(retried, first)) {
      check.problems.push(
        `${shopper.customer.email}: retrying ${key} responded with another order`,
      );
    }
  }
  shopper.acknowledged.set(key, retried);
}

function byKey(orders: Order[], who: string, check: Check): Map<string, Order[]> {
  const grouped = new Map<string, Order[]>();
  for (const order of orders) {
    const key = keyOf(order);
    if (key === undefined) {
      check.problems.push(`${who}: order ${order.id} carries no key`);
      continue;
    }
    grouped.set(key, [...(grouped.get(key) ?? []), order]);
  }
  return grouped;
}

function cartMap(items: CartItem[]): Map<number, number> {
  return new Map(items.map((item) => [item.food_id, item.jumlah]));
}
