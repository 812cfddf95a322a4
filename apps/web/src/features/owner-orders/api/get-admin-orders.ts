import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrderListResponseSchema, type AdminOrder } from '@dapur/shared/schemas/orders';
import { apiClient } from '../../../lib/api-client';
import { orderListKey, type OrderListFilters } from './order-cache';

/** A day rarely fills one page of 50; this many pages is far beyond any real day. */
const MAX_PAGES = 20;

function searchParams({ day, status }: OrderListFilters, page: number) {
  // `sort=due`: the orders due on the day, earliest first: the kitchen's order of work.
  const params = new URLSearchParams({ sort: 'due', from: day, to: day, page: String(page) });
  if (status !== 'all') params.set('status', status);
  return params;
}

/** Every order due on one day (and of one status), earliest due first, all pages of it. */
export async function getAdminOrders(
  filters: OrderListFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrder[]> {
  const orders = new Map<number, AdminOrder>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await apiClient
      .get('admin/orders', { searchParams: searchParams(filters, page), signal })
      .json();
    const { data, meta } = adminOrderListResponseSchema.parse(body);
    // An order that came in meanwhile pushes the last one of a page onto the next page too.
    for (const order of data) if (!orders.has(order.id)) orders.set(order.id, order);
    if (data.length === 0 || page * meta.per_page >= meta.total) break;
  }
  return [...orders.values()];
}

/**
 * The board's orders. Kept fresh by the event stream rather than by polling; another day
 * or status shows the last list until its own arrives, so the page does not jump.
 */
export function useAdminOrders(filters: OrderListFilters) {
  return useQuery({
    queryKey: orderListKey(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, { signal }),
    placeholderData: keepPreviousData,
  });
}
