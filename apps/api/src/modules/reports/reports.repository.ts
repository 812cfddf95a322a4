import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, payments } from '../../db/schema/index';
import { dueWithin, placedWithin, type DayRange } from '../orders/admin-orders.repository';

/** The family's figures, over orders not cancelled, by the restaurant's days. */
export function createReportsRepository(db: Db, zone: string) {
  const notCancelled = ne(orders.status, 'cancelled');
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;

  return {
    /**
     * Days that had orders, with their count and their money (whole rupiah): `revenue` over
     * the orders whose payment the family verified, `awaitingAmount` over the rest.
     */
    async dailyTotals(range: Required<DayRange>) {
      // No payment row (never the case today) reads as not verified.
      const verified = sql`(${payments.verification} = 'verified')`;
      const rows = await db
        .select({
          date: day,
          orders: sql<number>`count(*)::int`,
          revenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${verified}), 0)::bigint`,
          // Unpaid, paid but not yet checked, and a refused payment on an order still open.
          awaitingAmount: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${verified} is not true), 0)::bigint`,
        })
        .from(orders)
        .leftJoin(payments, eq(payments.orderId, orders.id))
        .where(and(notCancelled, placedWithin(range, zone)))
        // By position: the day's expression carries the zone as a parameter of its own.
        .groupBy(sql`1`);
      return rows.map((row) => ({
        date: row.date,
        orders: row.orders,
        revenue: Number(row.revenue),
        awaitingAmount: Number(row.awaitingAmount),
      }));
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

    /**
     * Over the same orders, portions of each dish (as prepList groups them) per option they
     * came with, by the option's group and name as ordered, most first.
     */
    prepOptionCounts(date: string) {
      const option = sql.raw('"option"');
      const portions = sql<number>`sum(${orderItems.jumlah})::int`;
      const group = sql<string>`${option}->>'group'`;
      const name = sql<string>`${option}->>'name'`;
      return (
        db
          .select({
            foodId: orderItems.foodId,
            namaMenu: orderItems.namaMenu,
            group,
            name,
            jumlah: portions,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          // A function in FROM sees the row before it: one row per option of each item.
          .innerJoin(sql`jsonb_array_elements(${orderItems.options}) as ${option}`, sql`true`)
          .where(and(notCancelled, dueWithin({ from: date, to: date }, zone)))
          .groupBy(orderItems.foodId, orderItems.namaMenu, group, name)
          .orderBy(desc(portions), group, name)
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
