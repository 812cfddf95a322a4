import type { OrderStatus } from '@dapur/shared';
import { and, eq, exists, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import { orders, payments } from '../../db/schema/index';
import { announceOrderChange } from '../../lib/order-notices';

const paymentColumns = {
  id: payments.id,
  status: payments.status,
  amount: payments.amount,
  verification: payments.verification,
};
export type PaymentRow = Pick<typeof payments.$inferSelect, keyof typeof paymentColumns>;

export function createPaymentsRepository(db: Db) {
  return {
    /**
     * Records the payment of the caller's order as completed, once: a payment that is no
     * longer pending, or an order that is cancelled, is left alone and undefined returned.
     */
    async markCompleted(
      userId: number,
      orderId: number,
      paidAt: Date,
    ): Promise<PaymentRow | undefined> {
      if (!isStorableId(orderId)) return undefined;
      return db.transaction(async (tx) => {
        const payableOrder = tx
          .select({ one: sql`1` })
          .from(orders)
          .where(
            and(eq(orders.id, orderId), eq(orders.userId, userId), ne(orders.status, 'cancelled')),
          );
        const [payment] = await tx
          .update(payments)
          .set({ status: 'completed', paidAt })
          .where(
            and(
              eq(payments.orderId, orderId),
              eq(payments.status, 'pending'),
              exists(payableOrder),
            ),
          )
          .returning(paymentColumns);
        if (payment) await announceOrderChange(tx, { type: 'payment.updated', orderId });
        return payment;
      });
    },

    /** The payment of the caller's order and the order's status; undefined for anyone else's. */
    async findByOrder(
      userId: number,
      orderId: number,
    ): Promise<(PaymentRow & { orderStatus: OrderStatus }) | undefined> {
      if (!isStorableId(orderId)) return undefined;
      const [row] = await db
        .select({ ...paymentColumns, orderStatus: orders.status })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
