import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { PushedOrder } from './order-pushes';

/** The little of an order a push tells, for the pushes that start from an order's id. */
export function createPushedOrdersRepository(db: Db) {
  return {
    async find(orderId: number): Promise<PushedOrder | undefined> {
      const [row] = await db
        .select({
          id: orders.id,
          name: orders.name,
          totalAmount: orders.totalAmount,
          scheduledFor: orders.scheduledFor,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        total_amount: row.totalAmount,
        scheduled_for: row.scheduledFor?.toISOString() ?? null,
      };
    },
  };
}
