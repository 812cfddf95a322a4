import { useQuery } from '@tanstack/react-query';
import { newOrdersResponseSchema, type AdminOrder } from '@dapur/shared/schemas/orders';
import { apiClient } from '../../../lib/api-client';
import { newOrdersKey } from './order-cache';

/** The orders nobody in the family has seen yet, whatever day they are due (at most 100, the oldest first). */
export async function getNewOrders({ signal }: { signal?: AbortSignal } = {}): Promise<
  AdminOrder[]
> {
  const body = await apiClient.get('admin/orders/new', { signal }).json();
  return newOrdersResponseSchema.parse(body).data;
}

/**
 * The board's "Baru" group and the count on the "Pesanan" tab of every owner page. Kept
 * fresh by the event stream (new orders join it, acknowledged ones leave it), not by polling.
 */
export function useNewOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: newOrdersKey,
    queryFn: ({ signal }) => getNewOrders({ signal }),
    enabled,
  });
}
