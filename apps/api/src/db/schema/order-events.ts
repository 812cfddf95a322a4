import { orderStatuses } from '@dapur/shared/orders';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { orders } from './orders';
import { users } from './users';

/** Every status an order has had, when, and why it was cancelled: its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    reason: text('reason'),
    /** Who moved it: the customer, an owner; null once that account is gone. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_events_order_id_idx').on(table.orderId, table.createdAt),
    check('order_events_status_check', sql`${table.status} in (${sql.raw(oneOf(orderStatuses))})`),
  ],
);
