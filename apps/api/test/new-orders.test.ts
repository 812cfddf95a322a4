import type { AddressInfo } from 'node:net';
import {
  acknowledgeOrdersResponseSchema,
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  adminOrderSchema,
  newOrdersResponseSchema,
  NEW_ORDERS_LIMIT,
} from '@dapur/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index';
import { registerAndLogin, registerOwner } from './accounts';
import { openEventStream } from './event-stream-client';
import { useTestApp, MANY_UNPAID_ORDERS } from './helper';
import { call, DELIVERY, orderDirect } from './shop';

describe('orders the family has not seen yet: GET /api/admin/orders/new and POST /api/admin/orders/acknowledge', () => {
  const ctx = useTestApp(MANY_UNPAID_ORDERS);
  // Two family members on two phones, and one customer: passwords are slow to hash on purpose.
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let otherOwner: Awaited<ReturnType<typeof registerOwner>>;
  let customer: Awaited<ReturnType<typeof registerAndLogin>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    otherOwner = await registerOwner(ctx.app, ctx.db);
    customer = await registerAndLogin(ctx.app);
  });

  async function unseen(token = owner.token) {
    const response = await call(ctx.app, 'GET', '/api/admin/orders/new', { token });
    expect(response.statusCode, response.body).toBe(200);
    return newOrdersResponseSchema.strict().parse(response.json()).data;
  }

  const acknowledge = (payload: object, token = owner.token) =>
    call(ctx.app, 'POST', '/api/admin/orders/acknowledge', { token, payload });

  /** What the owner's one order call says of it now. */
  async function seenAt(orderId: number, token = owner.token) {
    const response = await call(ctx.app, 'GET', `/api/admin/orders/${orderId}`, { token });
    return adminOrderDetailResponseSchema.strict().parse(response.json()).data.acknowledged_at;
  }

  it('holds every new order, unacknowledged, whatever day it is due, the oldest placed first', async () => {
    const today = await orderDirect(ctx.app, customer.token, 1, 1);
    // Placed today (Wednesday 10 June) for tomorrow's lunch.
    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token: customer.token,
      payload: {
        ...DELIVERY,
        fulfilment: 'pickup',
        scheduled_for: '2026-06-11T12:00:00+07:00',
        food_id: 2,
        quantity: 3,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const tomorrow = response.json().data as { id: number };

    const listed = await unseen();
    const ids = listed.map((order) => order.id);
    expect(ids).toEqual(expect.arrayContaining([today.id, tomorrow.id]));
    expect(ids.indexOf(today.id)).toBeLessThan(ids.indexOf(tomorrow.id));
    expect(listed.find((order) => order.id === tomorrow.id)).toMatchObject({
      scheduled_for: '2026-06-11T05:00:00.000Z',
      acknowledged_at: null,
      customer: { id: customer.user.id },
    });
    expect(listed.every((order) => order.acknowledged_at === null)).toBe(true);

    // The day's list carries it too, unacknowledged.
    const day = await call(ctx.app, 'GET', '/api/admin/orders?sort=due&from=2026-06-11', {
      token: owner.token,
    });
    const inDay = adminOrderListResponseSchema
      .strict()
      .parse(day.json())
      .data.find((order) => order.id === tomorrow.id);
    expect(inDay?.acknowledged_at).toBeNull();
  });

  it('acknowledges at the database time only what is still unseen, and a repeat changes nothing', async () => {
    const first = await orderDirect(ctx.app, customer.token, 1, 1);
    const second = await orderDirect(ctx.app, customer.token, 3, 2);
    const row = async (id: number) =>
      (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const stored = await row(first.id);
    const before = Date.now();

    const response = await acknowledge({ order_ids: [second.id, first.id, first.id] });

    expect(response.statusCode, response.body).toBe(200);
    expect(acknowledgeOrdersResponseSchema.strict().parse(response.json())).toEqual({
      status: 'success',
      data: { acknowledged: [first.id, second.id] },
    });
    const at = await seenAt(first.id);
    expect(at).not.toBeNull();
    expect(Date.parse(at!)).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(at!)).toBeLessThanOrEqual(Date.now() + 5_000);
    // Nothing else about the order changes.
    const changed = await row(first.id);
    expect({ ...changed, acknowledgedAt: null, updatedAt: stored.updatedAt }).toEqual(stored);
    const ids = (await unseen()).map((order) => order.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);

    // Tapped again on another phone, or sent again after a lost response.
    const again = await acknowledge({ order_ids: [first.id, second.id] }, otherOwner.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'success', data: { acknowledged: [] } });
    expect(await seenAt(first.id)).toBe(at);
  });

  it('ignores ids of orders that do not exist, and ids no order can have', async () => {
    const order = await orderDirect(ctx.app, customer.token, 2, 1);

    const response = await acknowledge({ order_ids: [999_999, order.id, 2 ** 31, 2 ** 53 - 1] });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ acknowledged: [order.id] });
  });

  it("is seen by every family member: one owner's tap clears the other's list and tells their board", async () => {
    const app = ctx.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const order = await orderDirect(ctx.app, customer.token, 4, 1);
    expect((await unseen(otherOwner.token)).map((row) => row.id)).toContain(order.id);
    const board = await openEventStream(`${base}/api/admin/events`, otherOwner.token);
    try {
      const response = await acknowledge({ order_ids: [order.id] });
      expect(response.json().data).toEqual({ acknowledged: [order.id] });

      const event = await board.next('order.acknowledged', order.id);
      const sent = adminOrderSchema.strict().parse(JSON.parse(event.data));
      expect(sent).toMatchObject({ id: order.id, status: 'pending' });
      expect(sent.acknowledged_at).toBe(await seenAt(order.id, otherOwner.token));
      expect((await unseen(otherOwner.token)).map((row) => row.id)).not.toContain(order.id);

      // A repeat is no news.
      await acknowledge({ order_ids: [order.id] }, otherOwner.token);
      const later = await orderDirect(ctx.app, customer.token, 4, 1);
      await board.next('order.created', later.id);
      expect(
        board.events.filter(
          (event) => event.event === 'order.acknowledged' && JSON.parse(event.data).id === order.id,
        ),
      ).toHaveLength(1);
    } finally {
      await board.close();
    }
  });

  it(`responds with at most ${NEW_ORDERS_LIMIT}, the oldest placed first; acknowledging them brings the next`, async () => {
    await acknowledge({ order_ids: (await unseen()).map((order) => order.id) });
    const seed = await orderDirect(ctx.app, customer.token, 2, 1);
    // A hundred more like it, each with its payment, written at once rather than placed one
    // by one: the list is under test here, not placing orders.
    const copies = (await ctx.db.execute(sql`
      insert into orders (user_id, name, address, phone, food_name, total_amount, created_at)
      select user_id, name, address, phone, food_name, total_amount,
             created_at + make_interval(secs => n)
      from orders cross join generate_series(1, ${NEW_ORDERS_LIMIT}) as n
      where id = ${seed.id}
      returning id`)) as unknown as { rows: { id: number }[] };
    await ctx.db.execute(sql`
      insert into payments (order_id, amount)
      select id, total_amount from orders where id > ${seed.id}`);
    const placed = [seed.id, ...copies.rows.map((row) => Number(row.id)).sort((a, b) => a - b)];
    // The last one was placed before all the others.
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date('2026-06-10T03:00:00Z') })
      .where(eq(orders.id, placed.at(-1)!));

    const first = (await unseen()).map((order) => order.id);
    expect(first).toEqual([placed.at(-1), ...placed.slice(0, NEW_ORDERS_LIMIT - 1)]);

    await acknowledge({ order_ids: first });
    expect((await unseen()).map((order) => order.id)).toEqual([placed.at(-2)]);
  });

  it('is for owners only: 401 for a visitor, 403 for a customer, before the body is read', async () => {
    const order = await orderDirect(ctx.app, customer.token, 1, 1);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/orders/new', undefined],
      ['POST', '/api/admin/orders/acknowledge', { order_ids: [order.id] }],
      ['POST', '/api/admin/orders/acknowledge', { order_ids: 'semua' }],
    ] as const) {
      const visitor = await call(ctx.app, method, url, { payload });
      const refused = await call(ctx.app, method, url, { token: customer.token, payload });
      expect(visitor.statusCode).toBe(401);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        status: 'error',
        message: 'Halaman ini hanya untuk pemilik toko.',
      });
    }
    expect(await seenAt(order.id)).toBeNull();
  });

  it.each([
    ['no body field', {}],
    ['not a list', { order_ids: 5 }],
    ['an empty list', { order_ids: [] }],
    [
      `more than ${NEW_ORDERS_LIMIT} ids`,
      { order_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ],
    ['a zero', { order_ids: [1, 0] }],
    ['a negative id', { order_ids: [-3] }],
    ['a fraction', { order_ids: [1.5] }],
    ['an id as text', { order_ids: ['12'] }],
    ['null', { order_ids: [null] }],
  ])('responds with 422 in the error shape to %s, and acknowledges nothing', async (_, payload) => {
    const order = await orderDirect(ctx.app, customer.token, 1, 1);

    const response = await acknowledge({ ...payload });

    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ status: 'error', message: 'Data yang dikirim tidak valid.' });
    const fields = Object.keys(body.errors);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((field) => field.startsWith('order_ids'))).toBe(true);
    expect(
      Object.values(body.errors)
        .flat()
        .every((message) => typeof message === 'string'),
    ).toBe(true);
    expect(await seenAt(order.id)).toBeNull();
  });
});
