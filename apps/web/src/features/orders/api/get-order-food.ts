import { useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { Food } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { foodQueryKey } from '../../../lib/menu-query-keys';

export async function getOrderFood(
  foodId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Food> {
  const { data } = await apiClient.get(`foods/${foodId}`, { signal }).json<SuccessBody<Food>>();
  return data;
}

/**
 * The dish being ordered. Same key and data as the catalog's dish page, so a dish just seen
 * there shows at once.
 */
export function useOrderFood(foodId: number | null) {
  return useQuery({
    queryKey: foodQueryKey(foodId ?? 0),
    queryFn: ({ signal }) => getOrderFood(foodId ?? 0, { signal }),
    enabled: foodId !== null,
  });
}
