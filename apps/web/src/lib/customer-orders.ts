import type { SuccessBody } from '@dapur/shared/envelope';
import type { Order } from '@dapur/shared/orders';
import { apiClient } from './api-client';
import { userQueryKey } from './user-query-key';

/**
 * The customer's orders, read by the payment page (the newest one, spec §4) and by
 * "Pesanan Saya". One key for both, and each order's own key below it, so a payment
 * refreshes every view of the orders at once.
 */
export const ordersQueryKey = userQueryKey('orders');

export function orderQueryKey(orderId: number) {
  return [...ordersQueryKey, orderId] as const;
}

/** The customer's own orders, newest first (GET /orders). */
export async function getOrders({ signal }: { signal?: AbortSignal } = {}): Promise<Order[]> {
  const { data } = await apiClient.get('orders', { signal }).json<SuccessBody<Order[]>>();
  return data;
}
