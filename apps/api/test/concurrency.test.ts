import { orderResponseSchema } from '@dapur/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, payments } from '../src/db/schema/index';
import { registerAndLogin } from './accounts';
import { useTestApp, MANY_UNPAID_ORDERS } from './helper';
import {
  addToCart,
  call,
  cartLines,
  countOrders,
  DELIVERY,
  menuFood,
  orderDirect,
  pay,
  paymentRow,
} from './shop';
import { recordStatusTransitions, transitionsOf } from './transition-log';

const TIMES = 20;
const times = <T>(count: number, make: () => Promise<T>) =>
  Promise.all(Array.from({ length: count }, make));

describe('simultaneous requests', () => {
  const ctx = useTestApp(MANY_UNPAID_ORDERS);
  beforeAll(() => recordStatusTransitions(ctx.db));

  const payFor = (token: string, orderId: number) =>
    call(ctx.app, 'POST', `/api/payments/${orderId}`, { token, payload: { status: 'completed' } });
  const moveOn = (token: string, orderId: number) =>
    call(ctx.app, 'PUT', `/api/orders/${orderId}/status`, {
      token,
      payload: { status: 'processing' },
    });

  it(`${TIMES} payments of one order: one payment row, completed once, the same response to all`, async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 2);

    const responses = await times(TIMES, () => payFor(token, order.id));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(TIMES).fill(200));
    for (const response of responses) expect(response.json()).toEqual(responses[0]!.json());
    expect(await ctx.db.$count(payments, eq(payments.orderId, order.id))).toBe(1);
    expect(await transitionsOf(ctx.db, 'payments', order.payment.id)).toMatchObject([
      { old_status: 'pending', new_status: 'completed' },
    ]);
    expect(await paymentRow(ctx.db, order.id)).toMatchObject({
      status: 'completed',
      amount: order.total_amount,
    });
  });

  it('payments of one order from two sessions of its customer and from another customer', async () => {
    const owner = await registerAndLogin(ctx.app);
    const second = await call(ctx.app, 'POST', '/api/auth/login', {
      payload: { email: owner.body.email, password: owner.body.password },
    });
    const other = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, owner.token, 4, 1);

    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => payFor(owner.token, order.id)),
      ...Array.from({ length: 5 }, () => payFor(second.json().access_token, order.id)),
      ...Array.from({ length: 5 }, () => payFor(other.token, order.id)),
    ]);

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(404)]);
    expect(await transitionsOf(ctx.db, 'payments', order.payment.id)).toHaveLength(1);
  });

  it(`${TIMES} status changes of one paid order: one transition, the same response to all`, async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 5, 1);
    await pay(ctx.app, token, order.id);

    const responses = await times(TIMES, () => moveOn(token, order.id));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(TIMES).fill(200));
    for (const response of responses) {
      expect(orderResponseSchema.parse(response.json()).data.status).toBe('processing');
    }
    expect(await transitionsOf(ctx.db, 'orders', order.id)).toMatchObject([
      { old_status: 'pending', new_status: 'processing' },
    ]);
  });

  it('status changes racing the payment: never processing before it is paid', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 6, 1);

    const responses = await Promise.all(
      Array.from({ length: TIMES }, (_, index) =>
        index % 2 === 0 ? moveOn(token, order.id) : payFor(token, order.id),
      ),
    );

    const moves = responses.filter((_, index) => index % 2 === 0);
    for (const response of moves) {
      expect([200, 409]).toContain(response.statusCode);
      if (response.statusCode === 409) {
        expect(response.json()).toEqual({ status: 'error', message: 'Pembayaran belum selesai.' });
      }
    }
    for (const response of responses.filter((_, index) => index % 2 === 1)) {
      expect(response.statusCode).toBe(200);
    }
    const [paid] = await transitionsOf(ctx.db, 'payments', order.payment.id);
    const moved = await transitionsOf(ctx.db, 'orders', order.id);
    expect(paid).toMatchObject({ new_status: 'completed' });
    expect(moved.length).toBe(moves.some((response) => response.statusCode === 200) ? 1 : 0);
    for (const transition of moved) expect(transition.seq).toBeGreaterThan(paid!.seq);
  });

  it('adds racing a checkout: every portion ends in the order or in the cart, once', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 7, 1);

    const [checkout, ...adds] = await Promise.all([
      call(ctx.app, 'POST', '/api/orders/cart', { token, payload: DELIVERY }),
      ...Array.from({ length: TIMES }, () =>
        call(ctx.app, 'POST', '/api/cart', { token, payload: { food_id: 7, jumlah: 1 } }),
      ),
    ]);

    expect(checkout!.statusCode).toBe(201);
    expect(adds.map((response) => response.statusCode)).toEqual(Array(TIMES).fill(200));
    const ordered = orderResponseSchema.parse(checkout!.json()).data.items[0]!.jumlah;
    const [line] = await cartLines(ctx.db, user.id);
    expect(ordered + (line?.jumlah ?? 0)).toBe(1 + TIMES);
    expect(await countOrders(ctx.db, user.id)).toBe(1);
  });

  it(`${TIMES} direct orders at once: ${TIMES} orders, each with its own item and payment`, async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const food = await menuFood(ctx.db, 8);

    const responses = await Promise.all(
      Array.from({ length: TIMES }, (_, index) =>
        call(ctx.app, 'POST', '/api/orders/direct', {
          token,
          payload: { ...DELIVERY, food_id: 8, quantity: index + 1 },
        }),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(TIMES).fill(201));
    expect(await countOrders(ctx.db, user.id)).toBe(TIMES);
    const rows = await ctx.db
      .select({
        quantity: orderItems.jumlah,
        total: orders.totalAmount,
        amount: payments.amount,
        items: sql<number>`(select count(*)::int from order_items i where i.order_id = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.userId, user.id));
    expect(rows.map((row) => row.quantity).sort((a, b) => a - b)).toEqual(
      Array.from({ length: TIMES }, (_, index) => index + 1),
    );
    for (const row of rows) {
      expect(row).toEqual({
        quantity: row.quantity,
        total: food.harga * row.quantity,
        amount: food.harga * row.quantity,
        items: 1,
      });
    }
  });
});
