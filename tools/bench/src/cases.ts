import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@dapur/shared/orders';
import { cartOrderBodySchema } from '@dapur/shared/schemas/orders';
import type { AppServices } from './app-services.ts';
import type { Operation } from './direct.ts';
import type { HttpLoad } from './load.ts';
import type { Shopper } from './shoppers.ts';

/**
 * The headers a phone's browser sends with the web app's calls (ky asks for JSON; every
 * browser offers gzip and brotli).
 */
export const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * What the catalog requests carry: the browser's headers and those nginx adds in front of a
 * real deployment, to a server started with TRUST_PROXY=1 (run-database.ts), so that the
 * shop works out the client's address and the scheme as it does in production. The bare
 * server answers the bytes the shop sent for these very headers.
 */
export const CATALOG_HEADERS = {
  ...BROWSER_HEADERS,
  // From TEST-NET-3 (RFC 5737): an address no real client has.
  'x-forwarded-for': '203.0.113.7',
  'x-forwarded-proto': 'https',
};

/**
 * What a case's ratio is taken against: the bare server answering the bytes the shop sent
 * (bare-server.mjs), a bare node:http server running the shop's own queries for the call
 * (bare-cart-server.ts), or the shop's services run without HTTP (direct.ts).
 */
export type Reference = 'bare' | 'bare + queries' | 'direct SQL';

/** A public read of the menu or the restaurant, compared with the bare node:http server. */
export interface CatalogCase {
  kind: 'catalog';
  reference: 'bare';
  name: string;
  path: string;
}

/**
 * Who the requests of one round act for. The shop's database and the ceiling's twin hold the
 * same customers, so the shop and its ceiling each work through the same pools in their own.
 */
export interface Pools {
  /** Customers with 3 cart lines and 3 orders; only read, so every round shares them. */
  readers: Shopper[];
  /** Customers whose carts this round's POST /api/cart fills. */
  cartWriters: Shopper[];
  /** Customers with a filled cart each, ordered once each: one checkout per request. */
  checkouts: Shopper[];
  /** Dishes on the menu and available. */
  foodIds: number[];
}

/**
 * A signed-in call, compared with the same services and SQL run directly (direct.ts), or
 * with the bare server running its queries (`bare + queries`); its direct-SQL ceiling is
 * then measured as well, for information.
 */
export interface CustomerCase {
  kind: 'read' | 'cart-write' | 'order';
  reference: Exclude<Reference, 'bare'>;
  name: string;
  /** Builds one round's load; its state (who is next) carries from warm-up to measurement. */
  http(pools: Pools): HttpLoad & { remaining?: () => number };
  direct(services: AppServices, pools: Pools): { operation: Operation; remaining?: () => number };
}

export type BenchCase = CatalogCase | CustomerCase;

export function catalogCases(foodId: number, categoryId: number): CatalogCase[] {
  const at = (name: string, path: string): CatalogCase => ({
    kind: 'catalog',
    reference: 'bare',
    name,
    path,
  });
  return [
    at('GET /api/foods', '/api/foods'),
    at('GET /api/categories', '/api/categories'),
    at('GET /api/foods/{id}', `/api/foods/${foodId}`),
    at('GET /api/categories/{id}/foods', `/api/categories/${categoryId}/foods`),
    at('GET /api/restaurant', '/api/restaurant'),
  ];
}

/** What the checkout form sends. */
const DELIVERY = {
  name: 'Pelanggan Bench',
  address: 'Jl. Kaliurang Km 5, Yogyakarta',
  phone: '081234567890',
};
const DELIVERY_JSON = JSON.stringify(DELIVERY);
/** The same, as the route hands it to the service: parsed (the phone normalised). */
export const parsedDelivery = cartOrderBodySchema.parse(DELIVERY);
const JSON_BODY = { ...BROWSER_HEADERS, 'content-type': 'application/json' };

/**
 * Each request takes the next customer of the pool in turn, so the 50 requests in flight are
 * 50 different customers, as at a lunch rush, and no two write one row at once.
 */
function inTurn<T>(items: T[]) {
  let next = 0;
  return () => items[next++ % items.length]!;
}

const read = (
  name: string,
  path: string,
  reference: CustomerCase['reference'],
  run: (services: AppServices, userId: number) => Promise<unknown>,
): CustomerCase => ({
  kind: 'read',
  reference,
  name,
  http: ({ readers }) => {
    const reader = inTurn(readers);
    return {
      method: 'GET',
      path,
      headers: BROWSER_HEADERS,
      next: () => ({ headers: { authorization: reader().authorization } }),
    };
  },
  direct: (services, { readers }) => {
    const reader = inTurn(readers);
    return {
      operation: async () => {
        const shopper = reader();
        await services.tokens.findState(shopper.id, shopper.jti);
        await run(services, shopper.id);
      },
    };
  },
});

/**
 * Request i adds one portion of a dish to customer i mod W's cart, the dishes taken in turn:
 * a line reaches its 99 portions only after W × dishes × 99 requests (400,000 on the demo menu).
 */
function cartLine(pools: Pools, index: number) {
  const { cartWriters, foodIds } = pools;
  const shopper = cartWriters[index % cartWriters.length]!;
  const foodId = foodIds[Math.floor(index / cartWriters.length) % foodIds.length]!;
  return { shopper, body: { food_id: foodId, jumlah: 1 } };
}

/** The pool of filled carts, taken in order, each once; `remaining` says how many are left. */
function checkoutQueue(checkouts: Shopper[]) {
  let next = 0;
  return {
    take: () => checkouts[next++],
    remaining: () => checkouts.length - next,
  };
}

export const customerCases: CustomerCase[] = [
  // Its direct-SQL ceiling is out of any HTTP server's reach (decision 052): the bare
  // node:http server running the same two prepared queries is what it is held to.
  read('GET /api/cart', '/api/cart', 'bare + queries', (services, userId) =>
    services.cart.list(userId),
  ),
  read('GET /api/orders', '/api/orders', 'direct SQL', (services, userId) =>
    services.orders.list(userId),
  ),
  {
    kind: 'cart-write',
    reference: 'direct SQL',
    name: 'POST /api/cart',
    http: (pools) => {
      let index = 0;
      return {
        method: 'POST',
        path: '/api/cart',
        headers: JSON_BODY,
        next: () => {
          const { shopper, body } = cartLine(pools, index++);
          return { headers: { authorization: shopper.authorization }, body: JSON.stringify(body) };
        },
      };
    },
    direct: (services, pools) => {
      let index = 0;
      return {
        operation: async () => {
          const { shopper, body } = cartLine(pools, index++);
          await services.tokens.findState(shopper.id, shopper.jti);
          // As the route hands it over: parsed, with no note.
          await services.cart.add(shopper.id, { ...body, note: '' });
        },
      };
    },
  },
  {
    kind: 'order',
    reference: 'direct SQL',
    name: 'POST /api/orders/cart',
    http: ({ checkouts }) => {
      const queue = checkoutQueue(checkouts);
      return {
        method: 'POST',
        path: '/api/orders/cart',
        headers: JSON_BODY,
        body: DELIVERY_JSON,
        // A new key per order, as the web app makes one per checkout.
        next: () => ({
          headers: {
            authorization: queue.take()?.authorization ?? '',
            [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
          },
        }),
        remaining: queue.remaining,
      };
    },
    direct: (services, { checkouts }) => {
      const queue = checkoutQueue(checkouts);
      return {
        operation: async () => {
          const shopper = queue.take();
          if (!shopper) throw new Error('No filled cart left');
          await services.tokens.findState(shopper.id, shopper.jti);
          await services.orders.placeFromCart(shopper.id, parsedDelivery, randomUUID());
        },
        remaining: queue.remaining,
      };
    },
  },
];

export function selected<T extends BenchCase>(cases: T[], filter: string[]): T[] {
  if (filter.length === 0) return cases;
  return cases.filter((one) => filter.some((word) => one.name.toLowerCase().includes(word)));
}
