import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { Food } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { foodQueryKey } from '../../../lib/menu-query-keys';

export async function getFood(
  foodId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Food> {
  const { data } = await apiClient.get(`foods/${foodId}`, { signal }).json<SuccessBody<Food>>();
  return data;
}

export function foodQueryOptions(foodId: number) {
  return queryOptions({
    queryKey: foodQueryKey(foodId),
    queryFn: ({ signal }) => getFood(foodId, { signal }),
  });
}

/** `foodId` null (not a valid id in the address) skips the request. */
export function useFood(foodId: number | null) {
  return useQuery({
    ...foodQueryOptions(foodId ?? 0),
    enabled: foodId !== null,
  });
}
