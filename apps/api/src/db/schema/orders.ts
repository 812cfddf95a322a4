import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { fulfilments } from '@dapur/shared/ordering';
import { orderStatuses } from '@dapur/shared/orders';
import { createdAt, id, oneOf, timestampTz, updatedAt } from './columns';
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
    /** Whole rupiah, fixed when the order is placed: the dishes and the delivery fee. */
    totalAmount: integer('total_amount').notNull(),
    fulfilment: text('fulfilment', { enum: fulfilments }).notNull().default('delivery'),
    /** When it is due; null: as soon as possible, due when placed (decision 032). */
    scheduledFor: timestampTz('scheduled_for'),
    /** The customer's note to the whole order; '' is none. */
    note: text('note').notNull().default(''),
    /** Whole rupiah, the restaurant's fee when placed; 0 for pickup. */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request that first used the key: the same key with another order is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** When a family member first saw it on the board; null: still new ("Baru"). */
    acknowledgedAt: timestampTz('acknowledged_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A repeated Idempotency-Key from the same customer finds the first order.
    unique('orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    check('orders_status_check', sql`${table.status} in (${sql.raw(oneOf(orderStatuses))})`),
    check('orders_total_amount_non_negative', sql`${table.totalAmount} >= 0`),
    check('orders_fulfilment_check', sql`${table.fulfilment} in (${sql.raw(oneOf(fulfilments))})`),
    check('orders_delivery_fee_non_negative', sql`${table.deliveryFee} >= 0`),
    index('orders_user_created_at_idx').on(table.userId, table.createdAt.desc()),
    // The owner's board and reports read orders by day.
    index('orders_created_at_idx').on(table.createdAt.desc()),
    // The kitchen's board and prep sheet read orders by when they are due.
    index('orders_due_at_idx').on(sql`coalesce(${table.scheduledFor}, ${table.createdAt})`),
    // The board's "Baru" group: the few orders nobody has seen yet.
    index('orders_unacknowledged_idx')
      .on(table.createdAt)
      .where(sql`${table.acknowledgedAt} is null`),
  ],
);
