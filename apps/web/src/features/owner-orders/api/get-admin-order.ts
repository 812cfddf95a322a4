import { useQuery } from '@tanstack/react-query';
import {
  adminOrderDetailResponseSchema,
  type AdminOrderDetail,
} from '@dapur/shared/schemas/orders';
import { apiClient } from '../../../lib/api-client';
import { orderDetailKey } from './order-cache';

/** One order with the customer's account and every status it has had. */
export async function getAdminOrder(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrderDetail> {
  const body = await apiClient.get(`admin/orders/${id}`, { signal }).json();
  return adminOrderDetailResponseSchema.parse(body).data;
}

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: orderDetailKey(id),
    queryFn: ({ signal }) => getAdminOrder(id, { signal }),
  });
}
