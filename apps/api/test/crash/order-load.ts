import { randomInt, randomUUID } from 'node:crypto';
import type { Order } from '@dapur/shared';
import { NoResponse, type Customer, type ShopClient } from './shop-client';

/** A direct order the kill cut off; placed again after the restart. */
export interface CutOffDirect {
  key: string;
  foodId: number;
  quantity: number;
}

/** A cart change or checkout the kill cut off; settled after the restart. */
export type CutOffCartStep =
  { kind: 'checkout'; key: string } | { kind: 'cart-add'; foodId: number; jumlah: number };

/**
 * A customer ordering from two devices at once: one places direct orders, the other
 * fills the cart and checks out. Holds everything the server acknowledged to them.
 */
export interface Shopper {
  customer: Customer;
  /** Every order that got a 201, by its Idempotency-Key, exactly as in its response. */
  acknowledged: Map<string, Order>;
  /** foodId → jumlah: the cart as its acknowledged changes left it. */
  cart: Map<number, number>;
  cutOffDirect?: CutOffDirect;
  cutOffCartStep?: CutOffCartStep;
}

export type KillPoint =
  | { name: string; kind: 'after-acknowledged'; orders: number }
  /** A random time after the first response: on a busy machine the first one can take seconds. */
  | { name: string; kind: 'random-moment'; maxMs: number }
  | { name: string; kind: 'burst'; warmupOrders: number; killAfterResponses: number };

export interface Round {
  /** Orders that got a 201 in this round (some may arrive just after the kill was sent). */
  acknowledged: number;
  /** Requests (orders and cart changes) that got no response. */
  cutOff: number;
  /** How the kill point played out, for the summary. */
  detail: string;
  problems: string[];
}

export function newShopper(customer: Customer): Shopper {
  return { customer, acknowledged: new Map(), cart: new Map() };
}

/**
 * Every shopper orders in two loops at once, direct orders and cart checkouts, each with
 * an Idempotency-Key, until `kill` is called at the kill point and the server stops
 * responding. Two lanes per shopper: twice as many requests in flight as shoppers.
 */
export async function orderUntilKilled(
  shop: ShopClient,
  shoppers: Shopper[],
  foodIds: number[],
  killPoint: KillPoint,
  kill: () => void,
): Promise<Round> {
  const problems: string[] = [];
  let killed = false;
  let acknowledged = 0;
  let detail = '';
  const killNow = () => {
    if (killed) return;
    killed = true;
    kill();
  };

  // The burst: once warmed up, each lane waits at the gate until all are there; then all send.
  let burst: 'warming up' | 'gathering' | 'sent' = 'warming up';
  let burstResponses = 0;
  let activeLanes = shoppers.length * 2;
  const waiting: (() => void)[] = [];
  const sendBurstIfGathered = () => {
    if (burst !== 'gathering' || waiting.length < activeLanes) return;
    burst = 'sent';
    detail = `${waiting.length} orders sent at once`;
    for (const release of waiting.splice(0)) release();
  };
  const gate = () =>
    burst === 'gathering'
      ? new Promise<void>((resolve) => {
          waiting.push(resolve);
          sendBurstIfGathered();
        })
      : Promise.resolve();

  let timer: NodeJS.Timeout | undefined;
  const onAcknowledged = () => {
    acknowledged += 1;
    if (killPoint.kind === 'random-moment' && acknowledged === 1) {
      const delay = randomInt(killPoint.maxMs);
      detail = `${delay} ms after the first response`;
      timer = setTimeout(killNow, delay);
    }
    if (killPoint.kind === 'after-acknowledged' && acknowledged >= killPoint.orders) killNow();
    if (killPoint.kind === 'burst') {
      if (burst === 'sent' && ++burstResponses >= killPoint.killAfterResponses) killNow();
      if (burst === 'warming up' && acknowledged >= killPoint.warmupOrders) burst = 'gathering';
    }
  };

  const lane = async (shopper: Shopper, through: 'direct' | 'cart') => {
    try {
      while (!killed) {
        const order =
          through === 'direct'
            ? await orderDirect(shop, shopper, foodIds, gate)
            : await orderCart(shop, shopper, foodIds, gate, () => killed);
        if (order === undefined) continue;
        onAcknowledged();
      }
    } catch (error) {
      if (!(error instanceof NoResponse && killed)) {
        problems.push(`${shopper.customer.email}: ${String(error)}`);
        killNow(); // End the round; the test fails on the problem.
      }
    } finally {
      activeLanes -= 1;
      sendBurstIfGathered();
    }
  };
  await Promise.all(
    shoppers.flatMap((shopper) => [lane(shopper, 'direct'), lane(shopper, 'cart')]),
  );
  clearTimeout(timer);
  if (killPoint.kind === 'burst') {
    detail += `, kill sent at response ${killPoint.killAfterResponses}, ${burstResponses} responded`;
  }
  if (killPoint.kind === 'after-acknowledged') detail = `kill sent at response ${killPoint.orders}`;

  const cutOff = shoppers.reduce(
    (sum, shopper) => sum + Number(!!shopper.cutOffDirect) + Number(!!shopper.cutOffCartStep),
    0,
  );
  return { acknowledged, cutOff, detail, problems };
}

export const newKey = () => `crash-${randomUUID()}`;

const pick = <T>(items: T[]): T => items[randomInt(items.length)]!;

async function orderDirect(
  shop: ShopClient,
  shopper: Shopper,
  foodIds: number[],
  gate: () => Promise<void>,
): Promise<Order> {
  const key = newKey();
  const foodId = pick(foodIds);
  const quantity = randomInt(1, 6);
  shopper.cutOffDirect = { key, foodId, quantity };
  await gate();
  const order = await shop.orderDirect(shopper.customer, key, foodId, quantity);
  shopper.cutOffDirect = undefined;
  shopper.acknowledged.set(key, order);
  const [item] = order.items;
  if (order.items.length !== 1 || item?.food_id !== foodId || item.jumlah !== quantity) {
    throw new Error(`direct order ${key} came back as ${JSON.stringify(order.items)}`);
  }
  return order;
}

/** A few lines into the cart, then a checkout; undefined when the kill came between them. */
async function orderCart(
  shop: ShopClient,
  shopper: Shopper,
  foodIds: number[],
  gate: () => Promise<void>,
  killed: () => boolean,
): Promise<Order | undefined> {
  const lines = randomInt(1, 4);
  for (let line = 0; line < lines; line += 1) {
    if (killed()) return undefined;
    const foodId = pick(foodIds);
    const jumlah = randomInt(1, 4);
    shopper.cutOffCartStep = { kind: 'cart-add', foodId, jumlah };
    const item = await shop.addToCart(shopper.customer, foodId, jumlah);
    shopper.cutOffCartStep = undefined;
    const expected = (shopper.cart.get(foodId) ?? 0) + jumlah;
    if (item.jumlah !== expected) {
      throw new Error(`cart line for food ${foodId} holds ${item.jumlah}, expected ${expected}`);
    }
    shopper.cart.set(foodId, item.jumlah);
  }
  const key = newKey();
  shopper.cutOffCartStep = { kind: 'checkout', key };
  await gate();
  const order = await shop.orderCart(shopper.customer, key);
  shopper.cutOffCartStep = undefined;
  shopper.acknowledged.set(key, order);
  const ordered = new Map(order.items.map((item) => [item.food_id, item.jumlah]));
  if (!sameCart(ordered, shopper.cart)) {
    throw new Error(`checkout ${key} ordered ${JSON.stringify(order.items)}, not the cart`);
  }
  shopper.cart.clear();
  return order;
}

export function sameCart(a: Map<number | null, number>, b: Map<number | null, number>): boolean {
  return a.size === b.size && [...a].every(([foodId, jumlah]) => b.get(foodId) === jumlah);
}
