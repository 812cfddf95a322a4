import { useQuery } from '@tanstack/react-query';
import { orderListResponseSchema } from '@dapur/shared/schemas/orders';
import type { Order } from '@dapur/shared/orders';
import { apiClient } from '../../../lib/api-client';
import { useSessionStatus } from '../../../lib/use-session-status';
import { userQueryKey } from '../../../lib/user-query-key';

export const ordersQueryKey = userQueryKey('orders');

/** The customer's own orders, newest first. */
export async function getOrders({ signal }: { signal?: AbortSignal } = {}): Promise<Order[]> {
  const body = await apiClient.get('orders', { signal }).json();
  return orderListResponseSchema.parse(body).data;
}

/**
 * The orders list, asked afresh when the page opens and only then: the payment page pays the
 * newest order (spec §4), and a list remembered from before the last order would name the
 * wrong one, while reloading it under the customer's thumb would only get in the way.
 */
export function useOrdersForPayment() {
  const signedIn = useSessionStatus() === 'signed-in';
  return useQuery({
    queryKey: ordersQueryKey,
    queryFn: getOrders,
    enabled: signedIn,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
