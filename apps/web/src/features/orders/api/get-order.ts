import { useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { OrderDetail } from '@dapur/shared/orders';
import { apiClient } from '../../../lib/api-client';
import { orderQueryKey } from '../../../lib/customer-orders';
import { useSessionStatus } from '../../../lib/use-session-status';
import { orderRefreshInterval } from '../lib/order-refresh';

/** One of the customer's orders with every status it has had (GET /orders/{id}; 404 for anyone else's). */
export async function getOrder(
  orderId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderDetail> {
  const { data } = await apiClient
    .get(`orders/${orderId}`, { signal })
    .json<SuccessBody<OrderDetail>>();
  return data;
}

/**
 * The order and its timeline, asked again every 10 s while the tab is in view, so a step the
 * family takes shows without a reload. An order that is not there (404) is not asked again.
 * `orderId` null (not a valid id in the address) skips the request.
 */
export function useOrder(orderId: number | null) {
  const signedIn = useSessionStatus() === 'signed-in';
  return useQuery({
    queryKey: orderQueryKey(orderId ?? 0),
    queryFn: ({ signal }) => getOrder(orderId ?? 0, { signal }),
    enabled: signedIn && orderId !== null,
    staleTime: 0,
    refetchInterval: orderRefreshInterval,
    refetchIntervalInBackground: false,
  });
}
