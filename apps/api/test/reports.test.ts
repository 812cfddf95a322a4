import { dailyReportResponseSchema, fieldMessages, prepResponseSchema } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index';
import { restaurantDay } from '../src/lib/days';
import { registerAndLogin, registerOwner } from './accounts';
import { useTestApp, MANY_UNPAID_ORDERS } from './helper';
import { call, DELIVERY, menuFood, orderDirect, pay, setOrderStatus } from './shop';

describe("the family's figures", () => {
  const ctx = useTestApp(MANY_UNPAID_ORDERS);
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let customerToken: string;

  /** An order of `quantity` portions of dish `foodId`, placed at `at` (UTC). */
  async function orderAt(at: string, foodId: number, quantity: number) {
    const order = await orderDirect(ctx.app, customerToken, foodId, quantity);
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, order.id));
    return order;
  }

  const get = async (url: string) => {
    const response = await call(ctx.app, 'GET', url, { token: owner.token });
    return response;
  };

  /** The family's check of the order's payment against their bank app. */
  async function check(orderId: number, verification: 'verified' | 'rejected') {
    const response = await call(ctx.app, 'PUT', `/api/admin/payments/${orderId}/verification`, {
      token: owner.token,
      payload: { verification },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function cancel(orderId: number) {
    const response = await call(ctx.app, 'PUT', `/api/admin/orders/${orderId}/status`, {
      token: owner.token,
      payload: { status: 'cancelled', reason: 'Pelanggan membatalkan' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    customerToken = (await registerAndLogin(ctx.app)).token;
  });

  it('totals orders and their money per Jakarta day, every day of the range, cancelled ones left out', async () => {
    const a = await orderAt('2025-06-01T02:00:00Z', 1, 2); // 09.00 on 1 June in Jakarta
    const b = await orderAt('2025-06-01T16:59:00Z', 2, 1); // 23.59 on 1 June
    const c = await orderAt('2025-06-01T17:00:00Z', 3, 1); // 00.00 on 2 June
    const cancelled = await orderAt('2025-06-01T05:00:00Z', 4, 5);
    await setOrderStatus(ctx.db, cancelled.id, 'cancelled');
    // Checked: revenue on the day the order was placed. The others wait for their check.
    await check(b.id, 'verified');

    const response = await get('/api/admin/reports/daily?from=2025-05-31&to=2025-06-03');

    expect(response.statusCode).toBe(200);
    expect(dailyReportResponseSchema.strict().parse(response.json()).data).toEqual([
      { date: '2025-05-31', orders: 0, revenue: 0, awaiting_amount: 0 },
      { date: '2025-06-01', orders: 2, revenue: b.total_amount, awaiting_amount: a.total_amount },
      { date: '2025-06-02', orders: 1, revenue: 0, awaiting_amount: c.total_amount },
      { date: '2025-06-03', orders: 0, revenue: 0, awaiting_amount: 0 },
    ]);
  });

  it('counts as revenue only the money the family verified; the rest of the open orders waits for its check', async () => {
    // All on 3 August in Jakarta (UTC+7), between 00.00 and 23.59.
    const paidAndVerified = await orderAt('2025-08-02T17:00:00Z', 1, 2);
    await pay(ctx.app, customerToken, paidAndVerified.id);
    await check(paidAndVerified.id, 'verified');
    // Found in the bank before the customer pressed "Saya Sudah Bayar": verified all the same.
    const verifiedUnclaimed = await orderAt('2025-08-03T01:00:00Z', 2, 1);
    await check(verifiedUnclaimed.id, 'verified');
    const unpaid = await orderAt('2025-08-03T03:00:00Z', 3, 1);
    const claimed = await orderAt('2025-08-03T05:00:00Z', 4, 3);
    await pay(ctx.app, customerToken, claimed.id);
    const rejected = await orderAt('2025-08-03T07:00:00Z', 5, 1);
    await pay(ctx.app, customerToken, rejected.id);
    await check(rejected.id, 'rejected');
    const cancelledUnpaid = await orderAt('2025-08-03T09:00:00Z', 6, 4);
    await cancel(cancelledUnpaid.id);
    const cancelledAfterCheck = await orderAt('2025-08-03T16:59:00Z', 7, 2);
    await pay(ctx.app, customerToken, cancelledAfterCheck.id);
    await check(cancelledAfterCheck.id, 'verified');
    await cancel(cancelledAfterCheck.id);
    // The evening before and the night after, in Jakarta: other days.
    const dayBefore = await orderAt('2025-08-02T16:59:00Z', 8, 1);
    await check(dayBefore.id, 'verified');
    const dayAfter = await orderAt('2025-08-03T17:00:00Z', 9, 1);

    const response = await get('/api/admin/reports/daily?from=2025-08-02&to=2025-08-04');

    expect(response.statusCode).toBe(200);
    const totals = (orders: { total_amount: number }[]) =>
      orders.reduce((sum, order) => sum + order.total_amount, 0);
    expect(dailyReportResponseSchema.strict().parse(response.json()).data).toEqual([
      {
        date: '2025-08-02',
        orders: 1,
        revenue: dayBefore.total_amount,
        awaiting_amount: 0,
      },
      {
        date: '2025-08-03',
        orders: 5,
        revenue: totals([paidAndVerified, verifiedUnclaimed]),
        // A refused payment stays here while its order is open: the money is still owed.
        awaiting_amount: totals([unpaid, claimed, rejected]),
      },
      { date: '2025-08-04', orders: 1, revenue: 0, awaiting_amount: dayAfter.total_amount },
    ]);
  });

  it('responds with the last 30 days, today included, when no range is given', async () => {
    const today = await orderDirect(ctx.app, customerToken, 6, 1);

    const days = dailyReportResponseSchema.parse(
      (await get('/api/admin/reports/daily')).json(),
    ).data;

    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(restaurantDay(new Date()));
    // Not yet paid, let alone checked: money that waits.
    expect(days.at(-1)!.awaiting_amount).toBeGreaterThanOrEqual(today.total_amount);
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
  });

  it.each([
    ['from=2025-06-10&to=2025-06-01', 'from', 'Tanggal awal harus sebelum tanggal akhir.'],
    ['from=2024-01-01&to=2025-06-01', 'to', 'Laporan paling panjang 366 hari.'],
    ['from=01-06-2025', 'from', 'Tanggal harus berformat TTTT-BB-HH, misalnya 2026-11-23.'],
  ])('responds with 422 for ?%s', async (query, field, message) => {
    const response = await get(`/api/admin/reports/daily?${query}`);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  // Found by the fuzz suite: the 30 days around one end of the range ran past the first or
  // the last day there is (into year 0, or year 10000, which has no YYYY-MM-DD): a 500.
  it.each([
    ['to=0001-01-02', ['0001-01-01', '0001-01-02']],
    ['from=9999-12-30', ['9999-12-30', '9999-12-31']],
    ['from=9999-12-31&to=9999-12-31', ['9999-12-31']],
  ])('keeps a range at the ends of the calendar within it: ?%s', async (query, dates) => {
    const response = await get(`/api/admin/reports/daily?${query}`);

    expect(response.statusCode, response.body).toBe(200);
    expect(dailyReportResponseSchema.parse(response.json()).data).toEqual(
      dates.map((date) => ({ date, orders: 0, revenue: 0, awaiting_amount: 0 })),
    );
  });

  // Found by the fuzz suite: JavaScript reads year 0 as a date, PostgreSQL has none (500).
  it.each([
    ['/api/admin/orders?from=0000-01-01', 'from'],
    ['/api/admin/orders?to=0000-12-31', 'to'],
    ['/api/admin/reports/daily?from=0000-06-01&to=0001-01-02', 'from'],
    ['/api/admin/prep?date=0000-01-01', 'date'],
  ])('responds with 422 for a day in year 0: %s', async (url, field) => {
    const response = await get(url);

    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [fieldMessages.day] });
  });

  it('counts the portions to cook per dish on a day, most first, cancelled orders left out', async () => {
    await orderAt('2025-07-01T01:00:00Z', 8, 3);
    await orderAt('2025-07-01T03:00:00Z', 8, 2);
    await orderAt('2025-07-01T04:00:00Z', 9, 1);
    const cancelled = await orderAt('2025-07-01T05:00:00Z', 9, 10);
    await setOrderStatus(ctx.db, cancelled.id, 'cancelled');
    await orderAt('2025-07-02T01:00:00Z', 9, 7);
    const [eight, nine] = [await menuFood(ctx.db, 8), await menuFood(ctx.db, 9)];

    const response = await get('/api/admin/prep?date=2025-07-01');

    expect(response.statusCode).toBe(200);
    expect(prepResponseSchema.strict().parse(response.json()).data).toEqual([
      { food_id: 8, nama_menu: eight.nama, jumlah: 5, options: [] },
      { food_id: 9, nama_menu: nine.nama, jumlah: 1, options: [] },
    ]);
  });

  it('counts an order on the day it is due: a pickup for Thursday on Thursday’s sheet', async () => {
    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token: customerToken,
      payload: {
        ...DELIVERY,
        fulfilment: 'pickup',
        scheduled_for: '2026-06-11T11:00:00+07:00',
        food_id: 11,
        quantity: 6,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const eleven = await menuFood(ctx.db, 11);

    const thursday = prepResponseSchema.parse(
      (await get('/api/admin/prep?date=2026-06-11')).json(),
    );
    const placedOn = restaurantDay(new Date(response.json().data.created_at));
    const today = prepResponseSchema.parse((await get(`/api/admin/prep?date=${placedOn}`)).json());

    expect(thursday.data).toEqual([
      { food_id: 11, nama_menu: eleven.nama, jumlah: 6, options: [] },
    ]);
    expect(today.data.find((line) => line.food_id === 11)).toBeUndefined();
  });

  it("responds with today's prep sheet without a date, and an empty one for a quiet day", async () => {
    const order = await orderDirect(ctx.app, customerToken, 10, 4);

    const today = prepResponseSchema.parse((await get('/api/admin/prep')).json()).data;
    const quiet = prepResponseSchema.parse(
      (await get('/api/admin/prep?date=2020-01-01')).json(),
    ).data;

    expect(today).toContainEqual({
      food_id: 10,
      nama_menu: order.items[0]!.nama_menu,
      jumlah: expect.any(Number),
      options: [],
    });
    expect(quiet).toEqual([]);
  });
});
