import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { orders } from './orders';

/** New orders the owners have not been emailed about yet: the next email lists them (decision 065). */
export const orderEmailQueue = pgTable('order_email_queue', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * One row: when the owners were last emailed about new orders. Every instance locks it to
 * take the queue, so the owners get one email a minute however many instances run.
 */
export const orderEmailState = pgTable(
  'order_email_state',
  {
    id: integer('id').primaryKey(),
    lastSentAt: timestampTz('last_sent_at'),
  },
  (table) => [check('order_email_state_one_row', sql`${table.id} = 1`)],
);
