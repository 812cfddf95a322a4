import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * Spec §4: the payment is recorded as completed, then the order moves to processing. Both
 * are safe to repeat, so a retry after a half-finished attempt simply runs both again.
 */
export async function confirmPayment(orderId: number): Promise<void> {
  await apiClient.post(`payments/${orderId}`, { json: { status: 'completed' } });
  await apiClient.put(`orders/${orderId}/status`, { json: { status: 'processing' } });
}

/** Nothing to refresh afterwards: the payment page loads the orders afresh whenever it opens. */
export function useConfirmPayment() {
  return useMutation({ mutationFn: confirmPayment });
}
