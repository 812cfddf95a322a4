import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { orderQueryKey, ordersQueryKey } from '../../../lib/customer-orders';

/** POST /orders/{id}/cancel: the customer's own order, while it is pending and unpaid. */
export async function cancelOrder(orderId: number): Promise<void> {
  await apiClient.post(`orders/${orderId}/cancel`);
}

/** Cancels the order, then reads it and the list of orders afresh (its timeline grows a step). */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]),
  });
}
