import { orderResponseSchema, type Order } from '@dapur/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { cartItems, foods, orders, payments } from '../src/db/schema/index';
import { bearer } from './accounts';

/** A delivery as a customer types it; the phone comes back normalised to 6281234567890. */
export const DELIVERY = {
  name: 'Siti Rahayu',
  address: 'Jl. Kaliurang Km 5 No. 3, Sleman',
  phone: '0812-3456-7890',
};
export const NORMALISED_PHONE = '6281234567890';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call, as the given customer (or as a visitor without a token). */
export function call(
  app: App,
  method: Method,
  url: string,
  {
    token,
    payload,
    headers,
  }: { token?: string; payload?: object; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The dish as the database has it now. */
export async function menuFood(db: Db, id: number) {
  const [food] = await db
    .select({ id: foods.id, nama: foods.nama, harga: foods.harga, gambar: foods.gambar })
    .from(foods)
    .where(eq(foods.id, id));
  if (!food) throw new Error(`No food ${id} in the demo menu`);
  return food;
}

/** Adds `jumlah` of the dish, with a note to it when one is given. */
export async function addToCart(
  app: App,
  token: string,
  foodId: number,
  jumlah: number,
  note?: string,
) {
  const response = await call(app, 'POST', '/api/cart', {
    token,
    payload: { food_id: foodId, jumlah, ...(note === undefined ? {} : { note }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export async function orderDirect(
  app: App,
  token: string,
  foodId: number,
  quantity: number,
): Promise<Order> {
  const response = await call(app, 'POST', '/api/orders/direct', {
    token,
    payload: { ...DELIVERY, food_id: foodId, quantity },
  });
  expect(response.statusCode, response.body).toBe(201);
  return orderResponseSchema.parse(response.json()).data;
}

export async function pay(app: App, token: string, orderId: number) {
  const response = await call(app, 'POST', `/api/payments/${orderId}`, {
    token,
    payload: { status: 'completed' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export function countOrders(db: Db, userId: number) {
  return db.$count(orders, eq(orders.userId, userId));
}

export function cartLines(db: Db, userId: number) {
  return db
    .select({ foodId: cartItems.foodId, jumlah: cartItems.jumlah })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.id);
}

export async function paymentRow(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId)));
  return row!;
}

export async function setOrderStatus(
  db: Db,
  orderId: number,
  status: typeof orders.$inferSelect.status,
) {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}
