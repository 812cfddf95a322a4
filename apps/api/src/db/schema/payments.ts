import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestampTz, updatedAt } from './columns';
import { paymentStatuses, paymentVerifications } from '@dapur/shared/orders';
import { orders } from './orders';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Whole rupiah. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    /** The family's check against their bank app; the customer's "I have paid" is `status`. */
    verification: text('verification', { enum: paymentVerifications })
      .notNull()
      .default('unverified'),
    verifiedAt: timestampTz('verified_at'),
    method: text('method').notNull().default('qris'),
    paidAt: timestampTz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('payments_status_check', sql`${table.status} in (${sql.raw(oneOf(paymentStatuses))})`),
    check(
      'payments_verification_check',
      sql`${table.verification} in (${sql.raw(oneOf(paymentVerifications))})`,
    ),
    check('payments_amount_non_negative', sql`${table.amount} >= 0`),
  ],
);
