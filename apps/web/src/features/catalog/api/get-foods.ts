import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { Food } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { foodsQueryKey } from '../../../lib/menu-query-keys';

export async function getFoods({ signal }: { signal?: AbortSignal } = {}): Promise<Food[]> {
  const { data } = await apiClient.get('foods', { signal }).json<SuccessBody<Food[]>>();
  return data;
}

export function foodsQueryOptions() {
  return queryOptions({ queryKey: foodsQueryKey, queryFn: getFoods });
}

export function useFoods() {
  return useQuery(foodsQueryOptions());
}
