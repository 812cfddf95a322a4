import { orderResponseSchema, paymentResponseSchema } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index';
import { registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import { call, orderDirect, pay, paymentRow, setOrderStatus } from './shop';

const ORDER_NOT_FOUND = { status: 'error', message: 'Pesanan tidak ditemukan.' };

describe('POST /api/payments/:orderId', () => {
  const ctx = useTestApp();
  const confirm = (
    token: string,
    orderId: number | string,
    payload: object = { status: 'completed' },
  ) => call(ctx.app, 'POST', `/api/payments/${orderId}`, { token, payload });

  it('records the payment as completed, with the time it was paid', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 2);
    const before = Date.now();

    const response = await confirm(token, order.id);

    expect(response.statusCode).toBe(200);
    expect(paymentResponseSchema.strict().parse(response.json())).toEqual({
      status: 'success',
      data: {
        id: order.payment.id,
        status: 'completed',
        amount: order.total_amount,
        verification: 'unverified',
      },
    });
    const row = await paymentRow(ctx.db, order.id);
    expect(row.status).toBe('completed');
    expect(row.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('changes nothing when repeated, and responds with the same completed payment', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 1);
    const first = await confirm(token, order.id);
    const paidAt = (await paymentRow(ctx.db, order.id)).paidAt;

    const again = await confirm(token, order.id);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await paymentRow(ctx.db, order.id)).paidAt).toEqual(paidAt);
  });

  it('records one payment time for ten simultaneous confirmations', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 5, 1);

    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(token, order.id)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    for (const response of responses) expect(response.json().data.status).toBe('completed');
    expect((await paymentRow(ctx.db, order.id)).paidAt).not.toBeNull();
  });

  it("responds with 404 for another customer's order and leaves its payment pending", async () => {
    const owner = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, owner.token, 3, 1);

    const response = await confirm(other.token, order.id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ORDER_NOT_FOUND);
    expect(await paymentRow(ctx.db, order.id)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it.each([
    ['a missing order', '999999', 404],
    ['an id beyond any row', String(2 ** 40), 404],
    ['an id that is not a number', 'satu', 422],
  ])('responds to %s with %i', async (_label, orderId, status) => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await confirm(token, orderId);

    expect(response.statusCode).toBe(status);
  });

  it.each([
    ['pending', { status: 'pending' }],
    ['no status', {}],
    ['a made-up status', { status: 'lunas' }],
  ])('responds with 422 for %s and records nothing', async (_label, payload) => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 1);

    const response = await confirm(token, order.id, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: ["Status pembayaran harus 'completed'."] });
    expect((await paymentRow(ctx.db, order.id)).status).toBe('pending');
  });

  it('responds with 409 for a cancelled order and records nothing', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 1);
    await setOrderStatus(ctx.db, order.id, 'cancelled');

    const response = await confirm(token, order.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'error', message: 'Pesanan ini sudah dibatalkan.' });
    expect(await paymentRow(ctx.db, order.id)).toMatchObject({ status: 'pending', paidAt: null });
  });
});

describe('PUT /api/orders/:orderId/status', () => {
  const ctx = useTestApp();
  const setStatus = (token: string, orderId: number | string, status: unknown = 'processing') =>
    call(ctx.app, 'PUT', `/api/orders/${orderId}/status`, { token, payload: { status } });
  const storedStatus = async (orderId: number) => {
    const [row] = await ctx.db
      .select({ status: orders.status, updatedAt: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row!;
  };

  it('responds with 409 before the payment is completed and leaves the order pending', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 1);

    const response = await setStatus(token, order.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'error', message: 'Pembayaran belum selesai.' });
    expect((await storedStatus(order.id)).status).toBe('pending');
  });

  it('moves a paid order to processing and responds with the whole order', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 2);
    await pay(ctx.app, token, order.id);

    const response = await setStatus(token, order.id);

    expect(response.statusCode).toBe(200);
    expect(orderResponseSchema.strict().parse(response.json()).data).toEqual({
      ...order,
      status: 'processing',
      payment: { ...order.payment, status: 'completed' },
    });
    expect((await storedStatus(order.id)).status).toBe('processing');
  });

  it('responds with the unchanged order when asked again', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 1);
    await pay(ctx.app, token, order.id);
    const first = await setStatus(token, order.id);
    const stored = await storedStatus(order.id);

    const again = await setStatus(token, order.id);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await storedStatus(order.id)).toEqual(stored);
  });

  it('applies once for ten simultaneous requests', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 1);
    await pay(ctx.app, token, order.id);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => setStatus(token, order.id)),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    for (const response of responses) expect(response.json().data.status).toBe('processing');
  });

  it("responds with 404 for another customer's order and leaves it alone", async () => {
    const owner = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, owner.token, 3, 1);
    await pay(ctx.app, owner.token, order.id);

    const response = await setStatus(other.token, order.id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ORDER_NOT_FOUND);
    expect((await storedStatus(order.id)).status).toBe('pending');
  });

  it.each([
    ['a missing order', '999999', 404],
    ['an id beyond any row', String(2 ** 40), 404],
    ['an id that is not a number', 'satu', 422],
  ])('responds to %s with %i', async (_label, orderId, status) => {
    const { token } = await registerAndLogin(ctx.app);

    expect((await setStatus(token, orderId)).statusCode).toBe(status);
  });

  it.each(['ready', 'completed', 'cancelled'] as const)(
    'responds with 409 once the restaurant has set the order %s',
    async (status) => {
      const { token } = await registerAndLogin(ctx.app);
      const order = await orderDirect(ctx.app, token, 3, 1);
      await pay(ctx.app, token, order.id);
      await setOrderStatus(ctx.db, order.id, status);

      const response = await setStatus(token, order.id);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'Status pesanan ini tidak dapat diubah lagi.',
      });
      expect((await storedStatus(order.id)).status).toBe(status);
    },
  );

  it.each(['ready', 'completed', 'cancelled', 'pending'])(
    'responds with 403 for %s, a status only the restaurant sets',
    async (status) => {
      const { token } = await registerAndLogin(ctx.app);
      const order = await orderDirect(ctx.app, token, 3, 1);
      await pay(ctx.app, token, order.id);

      const response = await setStatus(token, order.id, status);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'Hanya restoran yang dapat mengubah pesanan ke status ini.',
      });
      expect((await storedStatus(order.id)).status).toBe('pending');
    },
  );

  it.each([[{ status: 'dikirim' }], [{ status: 1 }], [{ status: null }], [{}]])(
    'responds with 422 for the body %j',
    async (payload) => {
      const { token } = await registerAndLogin(ctx.app);
      const order = await orderDirect(ctx.app, token, 3, 1);

      const response = await call(ctx.app, 'PUT', `/api/orders/${order.id}/status`, {
        token,
        payload,
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ status: ['Status pesanan tidak dikenal.'] });
    },
  );
});
