import { randomInt, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Food, Order } from '@dapur/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../accounts';
import { openEventStream } from '../event-stream-client';
import { noisePicture } from '../pictures';
import {
  deliveryFor,
  expectStatus,
  firstOwner,
  newCustomer,
  simpleDishes,
  type Person,
} from './customers';
import { startDeployment, type Deployment } from './deployment';
import { json, send } from './http-client';
import { lunchRush, newShopper, type Shopper } from './lunch-rush';

/** Customers checking out at once in the lunch rush. */
const RUSH_CUSTOMERS = 30;

let deployment: Deployment;
let owner: Person;
/** food id → price: what the rush orders. */
let dishes: Map<number, number>;

beforeAll(async () => {
  deployment = await startDeployment();
  const { nginx, dataDirs, clientAddress, email } = deployment;
  // B started last: its setup code is the one that works.
  owner = await firstOwner(nginx.url, dataDirs[1], email('pemilik'), clientAddress(0, 1));
  dishes = await simpleDishes(nginx.url);
});

afterAll(async () => {
  await deployment?.stop();
});

describe('nginx in front of two instances (deploy/, docs/deploy.md)', () => {
  it('passes requests to the shop over HTTP and HTTPS, with the scheme and the compression the shop chose', async () => {
    const { a, nginx } = deployment;

    const plain = await send(`${nginx.url}/api/health`);
    const tls = await send(`${nginx.tlsUrl}/api/health`);
    const redirect = await send(`${nginx.redirectUrl}/menu?kategori=2`);
    const accept = { 'accept-encoding': 'gzip' };
    const direct = await send(`${a.url}/api/foods`, { headers: accept });
    const proxied = await send(`${nginx.url}/api/foods`, { headers: accept });

    expect(plain.status).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // X-Forwarded-Proto: https, believed from nginx (TRUST_PROXY): the shop turns HSTS on.
    expect(tls.status).toBe(200);
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('https://127.0.0.1/menu?kategori=2');
    expect(direct.headers['content-encoding']).toBe('gzip');
    expect(proxied.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(proxied.body).equals(gunzipSync(direct.body))).toBe(true);
  });

  it('serves a photo uploaded through nginx from both instances', async () => {
    const { a, b, nginx } = deployment;
    // Noise barely compresses: over nginx's default limit of 1 MB on a request's body.
    const photo = await noisePicture('png', 1000, 750);
    const form = multipartFile(photo, { filename: 'nasi-goreng.png', contentType: 'image/png' });
    const [foodId] = [...dishes.keys()];

    const uploaded = await expectStatus(
      200,
      'photo upload',
      `${nginx.url}/api/admin/foods/${foodId}/image`,
      {
        method: 'POST',
        token: owner.token,
        from: owner.from,
        body: form.payload,
        headers: form.headers,
      },
    );
    const { gambar_url: photoUrl } = json<{ data: Food }>(uploaded).data;
    const [onA, onB, proxied] = await Promise.all([
      send(`${a.url}${photoUrl}`),
      send(`${b.url}${photoUrl}`),
      send(`${nginx.url}${photoUrl}`),
    ]);

    expect(photo.length).toBeGreaterThan(1024 * 1024);
    for (const reply of [onA, onB, proxied]) {
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('image/webp');
      expect(reply.body.equals(onA.body)).toBe(true);
    }
    expect(proxied.headers['cache-control']).toBe(onA.headers['cache-control']);
  });

  it('brings an order placed on one instance to the board streams held on the other and through nginx', async () => {
    const { a, b, nginx, clientAddress, email } = deployment;
    const customer = await newCustomer(nginx.url, email('pembeli'), clientAddress(0, 2));
    const onB = await openEventStream(`${b.url}/api/admin/events`, owner.token);
    const throughNginx = await openEventStream(`${nginx.url}/api/admin/events`, owner.token);
    try {
      expect(throughNginx.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(throughNginx.response.headers.get('content-encoding')).toBeNull();
      // The first comment comes through at once: nginx holds nothing back.
      await until(() => onB.comments.length > 0 && throughNginx.comments.length > 0);

      const key = `stream-${randomUUID()}`;
      const [foodId] = [...dishes.keys()];
      const placed = await expectStatus(201, 'order on A', `${a.url}/api/orders/direct`, {
        method: 'POST',
        token: customer.token,
        from: customer.from,
        headers: { 'idempotency-key': key },
        body: { ...deliveryFor(key), food_id: foodId, quantity: 2 },
      });
      const order = json<{ data: Order }>(placed).data;

      const [seenOnB, seenThroughNginx] = await Promise.all([
        onB.next('order.created', order.id),
        throughNginx.next('order.created', order.id),
      ]);
      expect(JSON.parse(seenOnB.data)).toMatchObject({
        id: order.id,
        total_amount: order.total_amount,
      });
      expect(JSON.parse(seenThroughNginx.data)).toMatchObject({ id: order.id });
    } finally {
      await onB.close();
      await throughNginx.close();
    }
  });

  it('counts failed logins on both instances together, per customer address as nginx forwards it', async () => {
    const { a, b, nginx, clientAddress, email } = deployment;
    const target = email('korban');
    const login = (from: string, headers: Record<string, string> = {}) =>
      send(`${nginx.url}/api/auth/login`, {
        method: 'POST',
        from,
        headers,
        body: { email: target, password: 'salah-terus-1' },
      });
    const guesser = clientAddress(2, 1);

    // RATE_LIMIT_LOGIN_FAILURES: 5 for one account from one address, in 15 minutes.
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await login(guesser)).status);
    const refused = await login(guesser);
    // Another customer's address still gets its own tries: the limit is not nginx's 127.0.0.1.
    const neighbour = await login(clientAddress(2, 2));
    // X-Forwarded-For written by a client is not believed: nginx forwards the address it saw.
    const forged = await login(clientAddress(2, 3), { 'x-forwarded-for': guesser });

    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(neighbour.status).toBe(401);
    expect(forged.status).toBe(401);
    // nginx sent the tries to both instances, which saw the customer's address.
    const loginsFrom = (server: typeof a) =>
      server
        .logLines()
        .filter((line) => line.url === '/api/auth/login' && line.remoteAddress === guesser).length;
    await until(() => loginsFrom(a) + loginsFrom(b) === 6);
    expect(loginsFrom(a)).toBeGreaterThan(0);
    expect(loginsFrom(b)).toBeGreaterThan(0);
  });

  it('keeps every acknowledged order once, paid once and priced right, when an instance is killed in a lunch rush', async () => {
    const { a, nginx, database, clientAddress, email } = deployment;
    const foodIds = [...dishes.keys()];
    const shoppers: Shopper[] = await Promise.all(
      Array.from({ length: RUSH_CUSTOMERS }, async (_, index) => {
        const person = await newCustomer(
          nginx.url,
          email(`lapar${index}`),
          clientAddress(1, index + 1),
        );
        const cart = new Map<number, number>();
        for (let line = randomInt(1, 4); line > 0; line -= 1) {
          const foodId = foodIds[randomInt(foodIds.length)]!;
          const jumlah = randomInt(1, 4);
          await expectStatus(200, 'add to cart', `${nginx.url}/api/cart`, {
            method: 'POST',
            token: person.token,
            from: person.from,
            body: { food_id: foodId, jumlah },
          });
          cart.set(foodId, (cart.get(foodId) ?? 0) + jumlah);
        }
        return newShopper(person, cart);
      }),
    );
    const restaurant = json<{ data: { delivery_fee: number } }>(
      await expectStatus(200, 'restaurant', `${nginx.url}/api/restaurant`, {}),
    ).data;
    const expectedTotal = (shopper: Shopper) =>
      [...shopper.cart].reduce((sum, [foodId, jumlah]) => sum + dishes.get(foodId)! * jumlah, 0) +
      restaurant.delivery_fee;

    const rush = await lunchRush(nginx.url, shoppers, () => a.kill('SIGKILL'));
    expect((await a.exited).signal).toBe('SIGKILL');
    // After the kill nginx sends everything to the instance left (passive health checks).
    const afterKill = await Promise.all(
      Array.from({ length: 6 }, () => send(`${nginx.url}/api/health`)),
    );

    const rows = await readOrders(
      database.url,
      shoppers.map((shopper) => shopper.order!.id),
      shoppers.map((shopper) => shopper.person.email),
    );
    console.log(
      `Lunch rush: ${RUSH_CUSTOMERS} customers, A killed after ${rush.killedAfter} acknowledged orders, ${rush.retried} tries answered 502/503/504 or cut off and sent again (${JSON.stringify(rush.reasons)})`,
    );

    expect(afterKill.map((reply) => reply.status)).toEqual(Array(6).fill(200));
    // The kill cut off requests in flight: the customers' retries were put to the test.
    expect(rush.retried).toBeGreaterThan(0);
    // Each customer ordered once: one order each, the one acknowledged, under its key.
    expect(rows.ordersPerCustomer).toEqual(Array(RUSH_CUSTOMERS).fill(1));
    expect(rows.keysWithSeveralOrders).toEqual([]);
    for (const shopper of shoppers) {
      const order = rows.orders.get(shopper.order!.id);
      const items = rows.items.get(shopper.order!.id) ?? [];
      const payments = rows.payments.get(shopper.order!.id) ?? [];
      const who = `${shopper.person.email} (${shopper.key})`;

      expect(order, who).toMatchObject({
        idempotency_key: shopper.key,
        total_amount: expectedTotal(shopper),
      });
      expect(shopper.order!.total_amount, who).toBe(expectedTotal(shopper));
      // The items are the cart, at the menu's prices, and add up to the total.
      expect(new Map(items.map((item) => [item.food_id, item.jumlah])), who).toEqual(shopper.cart);
      for (const item of items) {
        expect(item.harga_satuan, who).toBe(dishes.get(item.food_id));
        expect(item.harga_total, who).toBe(item.harga_satuan * item.jumlah);
      }
      const itemsSum = items.reduce((sum, item) => sum + item.harga_total, 0);
      expect(itemsSum + order!.delivery_fee, who).toBe(order!.total_amount);
      // Paid once: one payment, for the total, recorded as the customer's response said.
      expect(payments, who).toHaveLength(1);
      expect(payments[0], who).toMatchObject({
        id: shopper.payment!.id,
        status: 'completed',
        amount: order!.total_amount,
      });
    }
  });
});

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface OrderRow {
  id: number;
  idempotency_key: string;
  total_amount: number;
  delivery_fee: number;
}
interface ItemRow {
  order_id: number;
  food_id: number;
  jumlah: number;
  harga_satuan: number;
  harga_total: number;
}
interface PaymentRow {
  id: number;
  order_id: number;
  status: string;
  amount: number;
}

/** What PostgreSQL holds for the rush's customers, read past both instances. */
async function readOrders(databaseUrl: string, orderIds: number[], emails: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const perCustomer = await client.query<{ count: number }>(
      `select count(o.id)::int as count from users u left join orders o on o.user_id = u.id
        where u.email = any($1) group by u.id`,
      [emails],
    );
    const severalOrders = await client.query<{ idempotency_key: string }>(
      `select idempotency_key from orders where idempotency_key is not null
        group by user_id, idempotency_key having count(*) > 1`,
    );
    const orders = await client.query<OrderRow>(
      'select id, idempotency_key, total_amount, delivery_fee from orders where id = any($1)',
      [orderIds],
    );
    const items = await client.query<ItemRow>(
      `select order_id, food_id, jumlah, harga_satuan, harga_total from order_items
        where order_id = any($1)`,
      [orderIds],
    );
    const payments = await client.query<PaymentRow>(
      'select id, order_id, status, amount from payments where order_id = any($1)',
      [orderIds],
    );
    return {
      ordersPerCustomer: perCustomer.rows.map((row) => row.count),
      keysWithSeveralOrders: severalOrders.rows.map((row) => row.idempotency_key),
      orders: new Map(orders.rows.map((row) => [row.id, row])),
      items: groupBy(items.rows),
      payments: groupBy(payments.rows),
    };
  } finally {
    await client.end();
  }
}

function groupBy<T extends { order_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.order_id, [...(groups.get(row.order_id) ?? []), row]);
  return groups;
}
