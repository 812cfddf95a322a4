import { orderDetailResponseSchema, orderMessages } from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import { call, orderDirect, pay, paymentRow, setOrderStatus } from './shop';

const CANCEL_NOT_ALLOWED =
  'Pesanan ini tidak dapat dibatalkan lagi. Hubungi restoran lewat WhatsApp bila perlu.';

describe('a customer cancels their own order while it is unpaid', () => {
  const ctx = useTestApp();
  const cancel = (token: string, orderId: number | string) =>
    call(ctx.app, 'POST', `/api/orders/${orderId}/cancel`, { token });
  const detail = async (token: string, orderId: number) => {
    const response = await call(ctx.app, 'GET', `/api/orders/${orderId}`, { token });
    return orderDetailResponseSchema.parse(response.json()).data;
  };

  it('cancels a pending order they have not said they paid, on its timeline; a repeat changes nothing', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 2);

    const first = await cancel(token, order.id);
    const again = await cancel(token, order.id);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      data: { id: order.id, status: 'cancelled' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { history } = await detail(token, order.id);
    expect(history.map(({ status, reason }) => ({ status, reason }))).toEqual([
      { status: 'pending', reason: null },
      { status: 'cancelled', reason: orderMessages.cancelledByCustomer },
    ]);
    // A cancelled order is not paid for afterwards.
    const paying = await call(ctx.app, 'POST', `/api/payments/${order.id}`, {
      token,
      payload: { status: 'completed' },
    });
    expect(paying.statusCode).toBe(409);
  });

  it('frees a place under the limit of unpaid orders', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const placed = [];
    for (let index = 0; index < 5; index += 1) placed.push(await orderDirect(ctx.app, token, 3, 1));
    const payload = {
      name: 'Siti',
      address: 'Jl. Kaliurang 5',
      phone: '081234567890',
      food_id: 3,
      quantity: 1,
    };
    expect((await call(ctx.app, 'POST', '/api/orders/direct', { token, payload })).statusCode).toBe(
      422,
    );

    expect((await cancel(token, placed[0]!.id)).statusCode).toBe(200);

    expect((await call(ctx.app, 'POST', '/api/orders/direct', { token, payload })).statusCode).toBe(
      201,
    );
  });

  it('refuses with 409 once they said they paid, or the kitchen has taken it', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const paid = await orderDirect(ctx.app, token, 3, 1);
    await pay(ctx.app, token, paid.id);
    const taken = await orderDirect(ctx.app, token, 4, 1);
    await setOrderStatus(ctx.db, taken.id, 'processing');

    for (const order of [paid, taken]) {
      const response = await cancel(token, order.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 'error', message: CANCEL_NOT_ALLOWED });
    }
    expect((await detail(token, paid.id)).status).toBe('pending');
    expect((await paymentRow(ctx.db, paid.id)).status).toBe('completed');
    expect((await detail(token, taken.id)).status).toBe('processing');
  });

  it("responds 404 for another customer's order and an unknown one, and leaves them alone", async () => {
    const owner = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, owner.token, 3, 1);

    for (const id of [order.id, 999_999, 2_147_483_648]) {
      const response = await cancel(other.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: orderMessages.orderNotFound });
    }
    expect((await detail(owner.token, order.id)).status).toBe('pending');
  });

  it("keeps the spec's status call to pending → processing: cancelled there is still the restaurant's", async () => {
    const { token } = await registerAndLogin(ctx.app);
    const order = await orderDirect(ctx.app, token, 3, 1);

    const response = await call(ctx.app, 'PUT', `/api/orders/${order.id}/status`, {
      token,
      payload: { status: 'cancelled' },
    });

    expect(response.statusCode).toBe(403);
    expect((await detail(token, order.id)).status).toBe('pending');
  });
});
