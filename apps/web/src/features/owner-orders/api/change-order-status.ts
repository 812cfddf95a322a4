import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderResponseSchema,
  type AdminOrder,
  type AdminOrderStatusBody,
} from '@dapur/shared/schemas/orders';
import { apiClient } from '../../../lib/api-client';
import { isHttpStatus } from '../../../lib/api-error';
import { orderDetailKey, refetchOrders, storeOrder } from './order-cache';

/** The order and its new status; a reason is required to cancel, and the customer is told it. */
export type ChangeOrderStatusVariables = AdminOrderStatusBody & { id: number };

export async function changeOrderStatus({
  id,
  ...json
}: ChangeOrderStatusVariables): Promise<AdminOrder> {
  const body = await apiClient.put(`admin/orders/${id}/status`, { json }).json();
  return adminOrderResponseSchema.parse(body).data;
}

/**
 * Moves an order on. The response updates the board at once; a 409 means another family
 * member moved it first, so the board reads it again.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (order) => {
      storeOrder(queryClient, order);
      // The timeline gained an entry only the server can date.
      void queryClient.invalidateQueries({ queryKey: orderDetailKey(order.id) });
    },
    onError: (error) => {
      if (isHttpStatus(error, 409)) void refetchOrders(queryClient);
    },
  });
}
