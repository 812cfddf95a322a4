import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  cartItems,
  orderItems,
  orders,
  passwordResetCodes,
  payments,
  revokedTokens,
  suggestions,
  users,
} from '../src/db/schema/index';

/** Everything stored about one customer: what another customer's requests must leave alone. */
export async function customerRows(db: Db, userId: number) {
  const customerOrders = await db.select().from(orders).where(eq(orders.userId, userId));
  const ids = customerOrders.map((order) => order.id);
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    cart: await db.select().from(cartItems).where(eq(cartItems.userId, userId)),
    orders: customerOrders,
    items: await Promise.all(
      ids.map((id) => db.select().from(orderItems).where(eq(orderItems.orderId, id))),
    ),
    payments: await Promise.all(
      ids.map((id) => db.select().from(payments).where(eq(payments.orderId, id))),
    ),
    suggestions: await db.select().from(suggestions).where(eq(suggestions.userId, userId)),
    revokedTokens: await db.select().from(revokedTokens).where(eq(revokedTokens.userId, userId)),
    resetCodes: await db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, userId)),
  };
}
