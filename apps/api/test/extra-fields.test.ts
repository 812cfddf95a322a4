import { orderResponseSchema, userResponseSchema } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  orderItems,
  orders,
  payments,
  restaurant,
  suggestions,
  users,
} from '../src/db/schema/index';
import { login, me, newAccount, PASSWORD, registerAndLogin } from './accounts';
import { PRIVILEGED_FIELDS } from './fuzz/arbitraries';
import { customerRows } from './customer-rows';
import { useTestApp } from './helper';
import { addToCart, call, cartLines, DELIVERY, menuFood, orderDirect, pay } from './shop';

const LONG_AGO = '2000-01-01T00:00:00.000Z';

/** Written "a minute ago or later": not the date the client sent. */
const isRecent = (date: Date | null) => date !== null && date.getTime() > Date.now() - 60_000;

/**
 * Every endpoint that writes, sent a valid body plus fields the client does not get to set,
 * aimed at another customer where they can be: none of them may be written.
 */
describe('fields the client does not get to set', () => {
  const ctx = useTestApp();

  /** A customer to write as, and another whose data the extra fields point at. */
  async function arrange() {
    const caller = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const otherLine = await addToCart(ctx.app, other.token, 9, 2);
    const otherOrder = await orderDirect(ctx.app, other.token, 9, 1);
    const smuggled = {
      ...PRIVILEGED_FIELDS,
      id: otherLine.id,
      user_id: other.user.id,
      order_id: otherOrder.id,
      payment_id: otherOrder.payment.id,
      food_name: 'Gratis x100',
      nama_menu: 'Gratis',
      method: 'cash',
      updated_at: LONG_AGO,
      items: [{ food_id: 1, nama_menu: 'Gratis', jumlah: 1, harga_satuan: 1, harga_total: 1 }],
      payment: { status: 'completed', amount: 1 },
    };
    const otherRows = () => customerRows(ctx.db, other.user.id);
    return { caller, other, smuggled, otherRows, otherBefore: await otherRows() };
  }

  it('register: a customer, with the password hashed and the dates its own', async () => {
    const { smuggled } = await arrange();
    const account = newAccount();

    const response = await call(ctx.app, 'POST', '/api/auth/register', {
      payload: { ...smuggled, ...account },
    });

    expect(response.statusCode, response.body).toBe(201);
    const { id } = userResponseSchema.strict().parse(response.json()).data;
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'customer', tokensValidAfter: null, email: account.email });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(isRecent(row!.createdAt)).toBe(true);
    expect(id).not.toBe(smuggled.id);
    await login(ctx.app, account.email);
  });

  it("update-profile: only the caller's four profile fields change", async () => {
    const { caller, smuggled, otherRows, otherBefore } = await arrange();
    const [before] = await ctx.db.select().from(users).where(eq(users.id, caller.user.id));
    // The same email: changing it needs the password and ends other sessions (auth-session.test.ts).
    const profile = {
      name: 'Siti Baru',
      alamat: 'Jl. Baru 1',
      telephone: '0811111111',
      email: caller.user.email,
    };

    const response = await call(ctx.app, 'PUT', '/api/auth/update-profile', {
      token: caller.token,
      payload: {
        ...smuggled,
        id: smuggled.user_id,
        password: 'diretas-123',
        password_confirmation: 'diretas-123',
        tokens_valid_after: '2100-01-01T00:00:00.000Z',
        ...profile,
      },
    });

    expect(response.statusCode, response.body).toBe(200);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, caller.user.id));
    expect(after).toEqual({
      ...before,
      ...profile,
      telephone: '62811111111',
      updatedAt: expect.any(Date),
    });
    expect(await otherRows()).toEqual(otherBefore);
    expect((await me(ctx.app, caller.token)).statusCode).toBe(200);
    await login(ctx.app, profile.email, PASSWORD);
  });

  it("cart add: the caller's line, at the menu price", async () => {
    const { caller, smuggled, otherRows, otherBefore } = await arrange();
    const food = await menuFood(ctx.db, 4);

    const response = await call(ctx.app, 'POST', '/api/cart', {
      token: caller.token,
      payload: { ...smuggled, food_id: 4, jumlah: 2 },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      harga_satuan: food.harga,
      harga_total: food.harga * 2,
    });
    expect(response.json().data.id).not.toBe(smuggled.id);
    expect(await cartLines(ctx.db, caller.user.id)).toEqual([{ foodId: 4, jumlah: 2 }]);
    expect(await otherRows()).toEqual(otherBefore);
  });

  it('cart update: only the quantity of the caller’s line changes', async () => {
    const { caller, smuggled, otherRows, otherBefore } = await arrange();
    const line = await addToCart(ctx.app, caller.token, 6, 1);

    const response = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
      token: caller.token,
      payload: { ...smuggled, food_id: 9, jumlah: 3 },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await cartLines(ctx.db, caller.user.id)).toEqual([{ foodId: 6, jumlah: 3 }]);
    expect(response.json().data).toMatchObject({
      id: line.id,
      food_id: 6,
      harga_satuan: line.harga_satuan,
    });
    expect(await otherRows()).toEqual(otherBefore);
  });

  it.each(['direct', 'cart'] as const)(
    'order from %s: the caller’s, pending, priced from the menu, with a pending QRIS payment',
    async (source) => {
      const { caller, smuggled, otherRows, otherBefore } = await arrange();
      const food = await menuFood(ctx.db, 5);
      if (source === 'cart') await addToCart(ctx.app, caller.token, 5, 2);
      const dish = source === 'direct' ? { food_id: 5, quantity: 2 } : {};

      const response = await call(ctx.app, 'POST', `/api/orders/${source}`, {
        token: caller.token,
        payload: { ...smuggled, ...DELIVERY, ...dish },
      });

      expect(response.statusCode, response.body).toBe(201);
      const order = orderResponseSchema.parse(response.json()).data;
      expect(order.id).not.toBe(smuggled.order_id);
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({
        userId: caller.user.id,
        status: 'pending',
        totalAmount: food.harga * 2,
        foodName: `${food.nama} x2`,
      });
      expect(isRecent(row!.createdAt)).toBe(true);
      const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(items).toMatchObject([
        { foodId: 5, jumlah: 2, hargaSatuan: food.harga, hargaTotal: food.harga * 2 },
      ]);
      const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment).toMatchObject({
        status: 'pending',
        amount: food.harga * 2,
        method: 'qris',
        paidAt: null,
      });
      expect(await otherRows()).toEqual(otherBefore);
    },
  );

  it('order: the delivery fee is the restaurant’s, whatever fee or total the client sends', async () => {
    const { caller, smuggled } = await arrange();
    const food = await menuFood(ctx.db, 5);
    await ctx.db.update(restaurant).set({ deliveryFee: 7_500 });
    try {
      const response = await call(ctx.app, 'POST', '/api/orders/direct', {
        token: caller.token,
        payload: {
          ...smuggled,
          delivery_fee: 0,
          deliveryFee: 0,
          ...DELIVERY,
          food_id: 5,
          quantity: 2,
        },
      });

      expect(response.statusCode, response.body).toBe(201);
      const { id } = orderResponseSchema.parse(response.json()).data;
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ deliveryFee: 7_500, totalAmount: food.harga * 2 + 7_500 });
      const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, id));
      expect(payment!.amount).toBe(food.harga * 2 + 7_500);
    } finally {
      await ctx.db.update(restaurant).set({ deliveryFee: 0 });
    }
  });

  it('payment: completed now, for the amount ordered, on the caller’s order only', async () => {
    const { caller, smuggled, otherRows, otherBefore } = await arrange();
    const order = await orderDirect(ctx.app, caller.token, 3, 2);

    const response = await call(ctx.app, 'POST', `/api/payments/${order.id}`, {
      token: caller.token,
      payload: { ...smuggled, status: 'completed' },
    });

    expect(response.statusCode, response.body).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      status: 'completed',
      amount: order.total_amount,
      method: 'qris',
    });
    expect(isRecent(payment!.paidAt)).toBe(true);
    expect(await otherRows()).toEqual(otherBefore);
  });

  it('status: only the status of the caller’s order moves', async () => {
    const { caller, smuggled, otherRows, otherBefore } = await arrange();
    const order = await orderDirect(ctx.app, caller.token, 3, 1);
    await pay(ctx.app, caller.token, order.id);
    const [before] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));

    const response = await call(ctx.app, 'PUT', `/api/orders/${order.id}/status`, {
      token: caller.token,
      payload: { ...smuggled, name: 'Orang Lain', address: 'Alamat Lain', status: 'processing' },
    });

    expect(response.statusCode, response.body).toBe(200);
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toEqual({ ...before, status: 'processing', updatedAt: expect.any(Date) });
    expect(await otherRows()).toEqual(otherBefore);
  });

  it('suggestion: written by the caller, now', async () => {
    const { caller, smuggled, otherRows, otherBefore } = await arrange();

    const response = await call(ctx.app, 'POST', '/api/suggestions', {
      token: caller.token,
      payload: {
        ...smuggled,
        user: { name: 'Pemilik' },
        user_id: caller.user.id,
        content: 'Enak!',
      },
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.user).toEqual({ name: caller.user.name });
    const [row] = await ctx.db
      .select()
      .from(suggestions)
      .where(eq(suggestions.id, response.json().data.id));
    expect(row).toMatchObject({ userId: caller.user.id, content: 'Enak!' });
    expect(isRecent(row!.createdAt)).toBe(true);
    expect(await otherRows()).toEqual(otherBefore);
  });
});
