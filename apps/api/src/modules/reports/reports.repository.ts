import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/index';
import { dueWithin, placedWithin, type DayRange } from '../orders/admin-orders.repository';

/** The family's figures, over orders not cancelled, by the restaurant's days. */
export function createReportsRepository(db: Db, zone: string) {
  const notCancelled = ne(orders.status, 'cancelled');
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;

  return {
    /** Days that had orders, with their count and revenue (whole rupiah). */
    async dailyTotals(range: Required<DayRange>) {
      const rows = await db
        .select({
          date: day,
          orders: sql<number>`count(*)::int`,
          revenue: sql<string>`sum(${orders.totalAmount})::bigint`,
        })
        .from(orders)
        .where(and(notCancelled, placedWithin(range, zone)))
        // By position: the day's expression carries the zone as a parameter of its own.
        .groupBy(sql`1`);
      return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
    },

    /**
     * Portions of each dish over the orders due that day (scheduled for it, or placed on it
     * for as soon as possible), most first.
     */
    prepList(date: string) {
      const portions = sql<number>`sum(${orderItems.jumlah})::int`;
      return db
        .select({ foodId: orderItems.foodId, namaMenu: orderItems.namaMenu, jumlah: portions })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(notCancelled, dueWithin({ from: date, to: date }, zone)))
        .groupBy(orderItems.foodId, orderItems.namaMenu)
        .orderBy(desc(portions), orderItems.namaMenu);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
