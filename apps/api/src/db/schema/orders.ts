import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { orderStatuses } from '@dapur/shared/orders';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    /** Readable summary, e.g. "Nasi Goreng x2, Es Teh x1". */
    foodName: text('food_name').notNull(),
    /** Whole rupiah, fixed when the order is placed. */
    totalAmount: integer('total_amount').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request that first used the key: the same key with another order is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A repeated Idempotency-Key from the same customer finds the first order.
    unique('orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    check('orders_status_check', sql`${table.status} in (${sql.raw(oneOf(orderStatuses))})`),
    check('orders_total_amount_non_negative', sql`${table.totalAmount} >= 0`),
    index('orders_user_created_at_idx').on(table.userId, table.createdAt.desc()),
    // The owner's board and reports read orders by day.
    index('orders_created_at_idx').on(table.createdAt.desc()),
  ],
);
