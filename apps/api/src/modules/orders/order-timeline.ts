import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema/index';
import { announceOrderChange } from '../../lib/order-notices';

/** A row of the timeline as a move writes it: always by someone, the customer or an owner. */
export type OrderStep = Pick<typeof orderEvents.$inferInsert, 'orderId' | 'status' | 'reason'> & {
  actorId: number;
};

/**
 * Writes a status the order has reached to its timeline and tells every instance, inside
 * the transaction that moved it: both happen exactly when the move commits.
 */
export async function recordStep(tx: Db, step: OrderStep): Promise<void> {
  await tx.insert(orderEvents).values(step);
  await announceOrderChange(tx, {
    type: step.status === 'pending' ? 'order.created' : 'order.updated',
    orderId: step.orderId,
  });
}
