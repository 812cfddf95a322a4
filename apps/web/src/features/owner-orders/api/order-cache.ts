import type { QueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@dapur/shared/orders';
import type { AdminOrder, AdminOrderDetail, Payment } from '@dapur/shared/schemas/orders';
import { userQueryKey } from '../../../lib/user-query-key';
import { jakartaDay } from '../lib/jakarta-time';
import { dueAt, earliestDueFirst } from '../lib/order-due';

/** The board's filters: one day in Jakarta (the orders due on it), one status or all. */
export interface OrderListFilters {
  day: string;
  status: OrderStatus | 'all';
}

/** Under the signed-in user's prefix: logging out drops every order the family saw. */
export const adminOrdersKey = userQueryKey('admin', 'orders');
export const orderListKeyPrefix = [...adminOrdersKey, 'list'] as const;
export const orderDetailKeyPrefix = [...adminOrdersKey, 'detail'] as const;
/** The orders nobody in the family has seen yet (`GET /admin/orders/new`), whatever day they are due. */
export const newOrdersKey = [...adminOrdersKey, 'new'] as const;

export function orderListKey(filters: OrderListFilters) {
  return [...orderListKeyPrefix, filters] as const;
}

export function orderDetailKey(id: number) {
  return [...orderDetailKeyPrefix, id] as const;
}

function belongsTo(order: AdminOrder, filters: OrderListFilters): boolean {
  return (
    jakartaDay(dueAt(order)) === filters.day &&
    (filters.status === 'all' || filters.status === order.status)
  );
}

/** The list with `order` put in, replaced, or taken out if it no longer fits its filters. */
function withOrder(list: AdminOrder[], order: AdminOrder, filters: OrderListFilters) {
  const rest = list.filter((item) => item.id !== order.id);
  if (!belongsTo(order, filters)) return rest.length === list.length ? list : rest;
  if (rest.length === list.length) return [...list, order].sort(earliestDueFirst);
  return list.map((item) => (item.id === order.id ? order : item));
}

/** The unseen list with `order` put in or replaced while nobody has seen it, taken out once someone has. */
function withUnseen(list: AdminOrder[], order: AdminOrder): AdminOrder[] {
  const rest = list.filter((item) => item.id !== order.id);
  if (order.acknowledged_at !== null) return rest.length === list.length ? list : rest;
  if (rest.length === list.length) return [...list, order];
  return list.map((item) => (item.id === order.id ? order : item));
}

/**
 * A fresh copy of one order, from an event or from a response to the family's own tap, goes
 * into every cached list (the day's and the unseen ones) and its detail, so nothing else has
 * to be asked again. The detail's history is the server's: after a status move only that one
 * order is read again.
 */
export function storeOrder(queryClient: QueryClient, order: AdminOrder): void {
  const unseen = queryClient.getQueryData<AdminOrder[]>(newOrdersKey);
  if (unseen) {
    const next = withUnseen(unseen, order);
    if (next !== unseen) queryClient.setQueryData(newOrdersKey, next);
  }
  for (const [key, list] of queryClient.getQueriesData<AdminOrder[]>({
    queryKey: orderListKeyPrefix,
  })) {
    if (!list) continue;
    const filters = key.at(-1) as OrderListFilters;
    const next = withOrder(list, order, filters);
    if (next !== list) queryClient.setQueryData(key, next);
  }
  const detailKey = orderDetailKey(order.id);
  const detail = queryClient.getQueryData<AdminOrderDetail>(detailKey);
  if (!detail) return;
  queryClient.setQueryData<AdminOrderDetail>(detailKey, { ...detail, ...order });
  if (detail.status !== order.status) void queryClient.invalidateQueries({ queryKey: detailKey });
}

/** The family's check of a payment, put on its order wherever the order is cached. */
export function storePayment(queryClient: QueryClient, orderId: number, payment: Payment): void {
  const update = <T extends AdminOrder>(order: T): T =>
    order.id === orderId ? { ...order, payment } : order;
  const lists = queryClient.getQueriesData<AdminOrder[]>({ queryKey: orderListKeyPrefix });
  lists.push([newOrdersKey, queryClient.getQueryData<AdminOrder[]>(newOrdersKey)]);
  for (const [key, list] of lists) {
    if (list?.some((order) => order.id === orderId))
      queryClient.setQueryData(key, list.map(update));
  }
  queryClient.setQueryData<AdminOrderDetail>(orderDetailKey(orderId), (detail) =>
    detail ? update(detail) : detail,
  );
}

/**
 * The family has seen these orders (this phone's tap; another phone's arrives as events):
 * they leave the unseen list and count as seen wherever else they are cached.
 */
export function storeAcknowledged(
  queryClient: QueryClient,
  orderIds: readonly number[],
  at: string,
): void {
  const seen = new Set(orderIds);
  const update = <T extends AdminOrder>(order: T): T =>
    seen.has(order.id) && order.acknowledged_at === null
      ? { ...order, acknowledged_at: at }
      : order;
  queryClient.setQueryData<AdminOrder[]>(newOrdersKey, (list) =>
    list?.filter((order) => !seen.has(order.id)),
  );
  for (const [key, list] of queryClient.getQueriesData<AdminOrder[]>({
    queryKey: orderListKeyPrefix,
  })) {
    if (list?.some((order) => seen.has(order.id))) queryClient.setQueryData(key, list.map(update));
  }
  for (const id of seen) {
    queryClient.setQueryData<AdminOrderDetail>(orderDetailKey(id), (detail) =>
      detail ? update(detail) : detail,
    );
  }
}

/** Ask the server again: after a refused move (someone else was quicker) or a reconnect. */
export function refetchOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminOrdersKey });
}
