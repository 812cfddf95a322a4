import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEW_ORDERS_LIMIT } from '@dapur/shared/orders';
import { acknowledgeOrdersResponseSchema } from '@dapur/shared/schemas/orders';
import { apiClient } from '../../../lib/api-client';
import { newOrdersKey, storeAcknowledged } from './order-cache';

/** Tells the server the family has seen these orders; responds with the ids it marked now. */
export async function acknowledgeOrders(orderIds: readonly number[]): Promise<number[]> {
  const body = await apiClient
    .post('admin/orders/acknowledge', { json: { order_ids: orderIds } })
    .json();
  return acknowledgeOrdersResponseSchema.parse(body).data.acknowledged;
}

/**
 * "Sudah dilihat": every order shown in "Baru" is seen, also those another phone marked a
 * moment earlier (the server leaves those out of its response). A full list may have had
 * more behind it: it is read again.
 */
export function useAcknowledgeOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeOrders,
    onSuccess: (_acknowledged, orderIds) => {
      storeAcknowledged(queryClient, orderIds, new Date(Date.now()).toISOString());
      if (orderIds.length >= NEW_ORDERS_LIMIT) {
        void queryClient.invalidateQueries({ queryKey: newOrdersKey });
      }
    },
  });
}
