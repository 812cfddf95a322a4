import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEmailQueue, orderEmailState, orders } from '../../db/schema/index';
import { loadOrders, type OrderRow } from './order-rows';

/** What a flush found: the orders to email now, or how long until the next email may go. */
export type EmailTurn = { orders: OrderRow[] } | { waitMs: number } | undefined;

export function createOrderEmailsRepository(db: Db) {
  return {
    /**
     * Takes every queued order when the last email is at least `intervalMs` old (by the
     * database's clock, which every instance shares) and marks now as the last send, in one
     * transaction holding the one state row: of two instances flushing at once, one takes
     * the orders and the other finds the queue empty or the minute not over.
     */
    async takeDue(intervalMs: number): Promise<EmailTurn> {
      const taken = await db.transaction(
        async (tx): Promise<{ waitMs: number } | { orderIds: number[] } | undefined> => {
          // Nothing queued, nothing written: a fresh shop keeps its tables empty (backups).
          const [queued] = await tx
            .select({ orderId: orderEmailQueue.orderId })
            .from(orderEmailQueue)
            .limit(1);
          if (!queued) return undefined;
          await tx.insert(orderEmailState).values({ id: 1 }).onConflictDoNothing();
          const [state] = await tx
            .select({
              waitMs: sql<number>`greatest(0, ceil(extract(epoch from (${orderEmailState.lastSentAt} + ${intervalMs}::double precision * interval '1 millisecond' - now())) * 1000))::integer`,
            })
            .from(orderEmailState)
            .for('update');
          const waiting = await tx
            .select({ orderId: orderEmailQueue.orderId })
            .from(orderEmailQueue)
            .orderBy(asc(orderEmailQueue.orderId));
          if (waiting.length === 0) return undefined;
          const waitMs = state?.waitMs ?? 0;
          if (waitMs > 0) return { waitMs };
          await tx.delete(orderEmailQueue).where(
            inArray(
              orderEmailQueue.orderId,
              waiting.map((row) => row.orderId),
            ),
          );
          await tx.update(orderEmailState).set({ lastSentAt: sql`now()` });
          return { orderIds: waiting.map((row) => row.orderId) };
        },
      );
      if (taken === undefined || 'waitMs' in taken) return taken;
      const rows = await loadOrders(db, inArray(orders.id, taken.orderIds));
      return { orders: rows.sort((a, b) => a.id - b.id) };
    },
  };
}

export type OrderEmailsRepository = ReturnType<typeof createOrderEmailsRepository>;
