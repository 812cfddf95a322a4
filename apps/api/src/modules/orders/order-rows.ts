import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders, payments, users } from '../../db/schema/index';

export const orderColumns = {
  id: orders.id,
  name: orders.name,
  address: orders.address,
  phone: orders.phone,
  foodName: orders.foodName,
  totalAmount: orders.totalAmount,
  status: orders.status,
  createdAt: orders.createdAt,
  fulfilment: orders.fulfilment,
  scheduledFor: orders.scheduledFor,
  note: orders.note,
  deliveryFee: orders.deliveryFee,
};

/**
 * When an order is due: its `scheduled_for`, or when it was placed for as soon as possible
 * (the kitchen starts it at once). The same expression as the index `orders_due_at_idx`.
 */
export const orderDueAt = sql<Date>`coalesce(${orders.scheduledFor}, ${orders.createdAt})`;

/** Newest placed first, as every list responds unless asked otherwise. */
export const NEWEST_FIRST: SQL[] = [desc(orders.createdAt), desc(orders.id)];
/** Earliest due first: the kitchen's order of work. */
export const EARLIEST_DUE_FIRST: SQL[] = [asc(orderDueAt), asc(orders.id)];
/** Oldest placed first: the orders that have waited longest to be seen. */
export const OLDEST_FIRST: SQL[] = [asc(orders.createdAt), asc(orders.id)];

export const itemColumns = {
  foodId: orderItems.foodId,
  namaMenu: orderItems.namaMenu,
  jumlah: orderItems.jumlah,
  hargaSatuan: orderItems.hargaSatuan,
  hargaTotal: orderItems.hargaTotal,
  note: orderItems.note,
  options: orderItems.options,
};

export const paymentColumns = {
  id: payments.id,
  status: payments.status,
  amount: payments.amount,
  verification: payments.verification,
};

const customerColumns = {
  id: users.id,
  name: users.name,
  telephone: users.telephone,
  email: users.email,
};

const historyColumns = {
  status: orderEvents.status,
  reason: orderEvents.reason,
  createdAt: orderEvents.createdAt,
};

export type OrderItemRow = Pick<typeof orderItems.$inferSelect, keyof typeof itemColumns>;
export type PaymentRow = Pick<typeof payments.$inferSelect, keyof typeof paymentColumns>;
export type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof orderColumns> & {
  items: OrderItemRow[];
  payment: PaymentRow;
};
export type CustomerRow = Pick<typeof users.$inferSelect, keyof typeof customerColumns>;
export type OrderWithCustomerRow = OrderRow &
  Pick<typeof orders.$inferSelect, 'acknowledgedAt'> & { customer: CustomerRow };
export type HistoryRow = Pick<typeof orderEvents.$inferSelect, keyof typeof historyColumns>;

/**
 * The orders `where` selects, newest first, with their items and payment (one query for
 * the orders, one for all their items); `page` takes a slice of them.
 */
export async function loadOrders(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<OrderRow[]> {
  const query = db
    .select({ ...orderColumns, payment: paymentColumns })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(where)
    .orderBy(...NEWEST_FIRST);
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return withItems(db, rows);
}

/** The same, with who ordered: for the family, newest first unless `orderBy` says otherwise. */
export async function loadOrdersWithCustomer(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
  orderBy: SQL[] = NEWEST_FIRST,
): Promise<OrderWithCustomerRow[]> {
  const query = db
    .select({
      ...orderColumns,
      acknowledgedAt: orders.acknowledgedAt,
      payment: paymentColumns,
      customer: customerColumns,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...orderBy);
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return withItems(db, rows);
}

async function withItems<T extends { id: number }>(
  db: Db,
  rows: T[],
): Promise<(T & { items: OrderItemRow[] })[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({ orderId: orderItems.orderId, ...itemColumns })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const { orderId, ...item } of items) {
    const list = itemsByOrder.get(orderId) ?? [];
    list.push(item);
    itemsByOrder.set(orderId, list);
  }
  return rows.map((row) => ({ ...row, items: itemsByOrder.get(row.id) ?? [] }));
}

/** An order's timeline, oldest first. */
export function loadHistory(db: Db, orderId: number): Promise<HistoryRow[]> {
  return db
    .select(historyColumns)
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
