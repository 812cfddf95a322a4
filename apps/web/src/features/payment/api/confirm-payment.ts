import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from '../../../lib/customer-orders';

/**
 * Spec §4: the payment is recorded as completed, then the order moves to processing. Both
 * are safe to repeat, so a retry after a half-finished attempt simply runs both again.
 */
export async function confirmPayment(orderId: number): Promise<void> {
  await apiClient.post(`payments/${orderId}`, { json: { status: 'completed' } });
  await apiClient.put(`orders/${orderId}/status`, { json: { status: 'processing' } });
}

/**
 * Afterwards "Pesanan Saya" and the order's page load the new state, not a remembered one;
 * nothing is reloaded here: the order's page the customer goes to asks for itself.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey, refetchType: 'none' }),
  });
}
