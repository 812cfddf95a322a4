import { useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { OrderQris } from '@dapur/shared/qris';
import { apiClient } from '../../../lib/api-client';
import { isNotFoundError } from '../../../lib/api-error';
import { orderQueryKey } from '../../../lib/customer-orders';

/**
 * The order's own QRIS code with its total written in (GET /orders/{id}/qris), or null when
 * the restaurant has stored no code as text (404): the static picture is shown then.
 */
export async function getOrderQris(
  orderId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderQris | null> {
  try {
    const { data } = await apiClient
      .get(`orders/${orderId}/qris`, { signal })
      .json<SuccessBody<OrderQris>>();
    return data;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** Asked once per visit of the payment page: the family may have changed the code since. */
export function useOrderQris(orderId: number) {
  return useQuery({
    queryKey: [...orderQueryKey(orderId), 'qris'],
    queryFn: ({ signal }) => getOrderQris(orderId, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
