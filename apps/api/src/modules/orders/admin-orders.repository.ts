import type { adminOrdersQuerySchema, PaymentVerificationBody } from '@dapur/shared';
import { ORDER_MOVES, orderStatuses, type OrderStatus } from '@dapur/shared/orders';
import {
  and,
  count,
  eq,
  exists,
  inArray,
  isNull,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import { orders, payments, users } from '../../db/schema/index';
import { announceOrderChange } from '../../lib/order-notices';
import {
  loadHistory,
  EARLIEST_DUE_FIRST,
  loadOrdersWithCustomer,
  NEWEST_FIRST,
  OLDEST_FIRST,
  orderDueAt,
  paymentColumns,
  type HistoryRow,
  type OrderWithCustomerRow,
  type PaymentRow,
} from './order-rows';
import { recordStep } from './order-timeline';

/** Days are calendar days in the restaurant's zone, `2026-11-24`; either end may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** The list's filters: `GET /admin/orders`'s query without the page. */
export type OwnerOrderFilter = Omit<z.output<typeof adminOrdersQuerySchema>, 'page'>;

/** The statuses an order may be in to move to `to` (ORDER_MOVES read backwards). */
function statusesBefore(to: OrderStatus): OrderStatus[] {
  return orderStatuses.filter((from) => ORDER_MOVES[from].includes(to));
}

/** `instant` on the days of `range`, in Asia/Jakarta (the restaurant's days, not UTC's). */
export function withinDays(instant: SQLWrapper, range: DayRange, zone: string): SQL | undefined {
  const bounds: SQL[] = [];
  if (range.from) {
    bounds.push(sql`${instant} >= (${range.from}::date)::timestamp at time zone ${zone}`);
  }
  if (range.to) {
    bounds.push(sql`${instant} < ((${range.to}::date + 1)::timestamp at time zone ${zone})`);
  }
  return bounds.length > 0 ? and(...bounds) : undefined;
}

/** Orders placed on the days of `range`. */
export function placedWithin(range: DayRange, zone: string): SQL | undefined {
  return withinDays(orders.createdAt, range, zone);
}

/** Orders due on the days of `range`: scheduled then, or placed then for as soon as possible. */
export function dueWithin(range: DayRange, zone: string): SQL | undefined {
  return withinDays(orderDueAt, range, zone);
}

/** The family's view of every order: lists, one order with its timeline, and the moves they make. */
export function createAdminOrdersRepository(db: Db, zone: string) {
  return {
    async list(
      filter: OwnerOrderFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: OrderWithCustomerRow[]; total: number }> {
      const byDue = filter.sort === 'due';
      const where = and(
        byDue ? dueWithin(filter, zone) : placedWithin(filter, zone),
        filter.status ? eq(orders.status, filter.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        loadOrdersWithCustomer(db, where, page, byDue ? EARLIEST_DUE_FIRST : NEWEST_FIRST),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * The orders no family member has seen yet, whatever day they are due, the oldest placed
     * first (the partial index `orders_unacknowledged_idx` holds only these).
     */
    unseen(limit: number): Promise<OrderWithCustomerRow[]> {
      return loadOrdersWithCustomer(
        db,
        isNull(orders.acknowledgedAt),
        { limit, offset: 0 },
        OLDEST_FIRST,
      );
    },

    /**
     * Marks the orders as seen, at the database's time, only those still unseen: one
     * conditional `UPDATE`, so of two phones tapping at once each order is acknowledged
     * once. Every board hears of each one (`order.acknowledged`). The ids it changed.
     */
    async acknowledge(orderIds: readonly number[]): Promise<number[]> {
      const ids = [...new Set(orderIds.filter(isStorableId))];
      if (ids.length === 0) return [];
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({ acknowledgedAt: sql`now()` })
          .where(and(inArray(orders.id, ids), isNull(orders.acknowledgedAt)))
          .returning({ id: orders.id });
        const acknowledged = rows.map((row) => row.id).sort((a, b) => a - b);
        for (const orderId of acknowledged) {
          await announceOrderChange(tx, { type: 'order.acknowledged', orderId });
        }
        return acknowledged;
      });
    },

    async find(orderId: number): Promise<OrderWithCustomerRow | undefined> {
      if (!isStorableId(orderId)) return undefined;
      const [order] = await loadOrdersWithCustomer(db, eq(orders.id, orderId));
      return order;
    },

    /** The order's timeline, oldest first. */
    history(orderId: number): Promise<HistoryRow[]> {
      return loadHistory(db, orderId);
    },

    /**
     * Moves the order to `to` in one conditional statement, only from a status that may
     * move there, and writes the step to its timeline: of two family members tapping at
     * once, one moves it. False when it did not apply.
     */
    async move(
      orderId: number,
      to: OrderStatus,
      step: { actorId: number; reason: string | null },
    ): Promise<boolean> {
      if (!isStorableId(orderId)) return false;
      const from = statusesBefore(to);
      if (from.length === 0) return false;
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(orders)
          .set({ status: to })
          .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
          .returning({ id: orders.id });
        if (moved.length === 0) return false;
        await recordStep(tx, { orderId, status: to, ...step });
        return true;
      });
    },

    /**
     * The family's check of a payment, once: from unverified only, never on a cancelled
     * order. Money found in the bank also completes a payment the customer had not
     * confirmed. Undefined when it did not apply.
     */
    async verifyPayment(
      orderId: number,
      verification: PaymentVerificationBody['verification'],
      at: Date,
    ): Promise<PaymentRow | undefined> {
      if (!isStorableId(orderId)) return undefined;
      return db.transaction(async (tx) => {
        const openOrder = tx
          .select({ one: sql`1` })
          .from(orders)
          .where(and(eq(orders.id, orderId), ne(orders.status, 'cancelled')));
        const [payment] = await tx
          .update(payments)
          .set({
            verification,
            verifiedAt: at,
            ...(verification === 'verified'
              ? {
                  status: 'completed' as const,
                  paidAt: sql`coalesce(${payments.paidAt}, ${at.toISOString()}::timestamptz)`,
                }
              : {}),
          })
          .where(
            and(
              eq(payments.orderId, orderId),
              eq(payments.verification, 'unverified'),
              exists(openOrder),
            ),
          )
          .returning(paymentColumns);
        if (payment) await announceOrderChange(tx, { type: 'payment.updated', orderId });
        return payment;
      });
    },

    /** Where every new order is also emailed (when the restaurant's setting says so). */
    async ownerEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'owner'));
      return rows.map((row) => row.email);
    },
  };
}

export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
