import { UNPAID_ORDERS_MAX, orderMessages } from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import {
  addToCart,
  call,
  cartLines,
  countOrders,
  DELIVERY,
  orderDirect,
  pay,
  setOrderStatus,
} from './shop';

const TOO_MANY_UNPAID =
  'Anda masih punya 5 pesanan yang belum dibayar. Bayar atau batalkan dulu di Pesanan Saya.';

describe('open orders a customer has not paid', () => {
  const ctx = useTestApp();
  const direct = (token: string, headers?: Record<string, string>) =>
    call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      headers,
      payload: { ...DELIVERY, food_id: 3, quantity: 99 },
    });
  const fromCart = (token: string) =>
    call(ctx.app, 'POST', '/api/orders/cart', { token, payload: DELIVERY });
  const placeFive = async (token: string) => {
    const placed = [];
    for (let index = 0; index < 5; index += 1) placed.push(await orderDirect(ctx.app, token, 3, 1));
    return placed;
  };

  it('names the limit in its message', () => {
    expect(UNPAID_ORDERS_MAX).toBe(5);
    expect(orderMessages.tooManyUnpaid).toBe(TOO_MANY_UNPAID);
  });

  it('refuses a sixth direct order and a sixth cart order with 422, the cart kept', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await placeFive(token);
    await addToCart(ctx.app, token, 4, 2);

    const sixthDirect = await direct(token);
    const sixthCart = await fromCart(token);

    for (const response of [sixthDirect, sixthCart]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: TOO_MANY_UNPAID,
        errors: { orders: [TOO_MANY_UNPAID] },
      });
    }
    expect(await countOrders(ctx.db, user.id)).toBe(5);
    expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 4, jumlah: 2 }]);
    // Another customer is not held by this one's orders.
    const other = await registerAndLogin(ctx.app);
    expect((await direct(other.token)).statusCode).toBe(201);
  });

  it('counts only open orders whose payment the customer has not confirmed', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const [paid, cancelled, completed] = await placeFive(token);
    await pay(ctx.app, token, paid!.id);
    expect((await direct(token)).statusCode).toBe(201);
    expect((await direct(token)).statusCode).toBe(422);

    await setOrderStatus(ctx.db, cancelled!.id, 'cancelled');
    await setOrderStatus(ctx.db, completed!.id, 'completed');

    expect((await direct(token)).statusCode).toBe(201);
    expect((await direct(token)).statusCode).toBe(201);
    expect((await direct(token)).statusCode).toBe(422);
  });

  it('places exactly five of 30 orders of 99 portions sent at once, direct and from the cart', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 4, 99);

    const responses = await Promise.all([
      ...Array.from({ length: 25 }, () => direct(token)),
      ...Array.from({ length: 5 }, () => fromCart(token)),
    ]);

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(25);
    expect(await countOrders(ctx.db, user.id)).toBe(5);
  });

  it('still responds to a repeated Idempotency-Key with the first order at the limit', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const headers = { 'idempotency-key': 'order-pertama-1' };
    const first = await direct(token, headers);
    expect(first.statusCode).toBe(201);
    for (let index = 0; index < 4; index += 1) await orderDirect(ctx.app, token, 3, 1);

    const repeated = await direct(token, headers);

    expect(repeated.statusCode).toBe(201);
    expect(repeated.json().data.id).toBe(first.json().data.id);
  });
});
