import { queryOptions, useQuery } from '@tanstack/react-query';
import { foodListResponseSchema } from '@dapur/shared/schemas/menu';
import type { Food } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { foodsQueryKey } from '../../../lib/menu-query-keys';

export async function getFoods({ signal }: { signal?: AbortSignal } = {}): Promise<Food[]> {
  const body = await apiClient.get('foods', { signal }).json();
  return foodListResponseSchema.parse(body).data;
}

export function foodsQueryOptions() {
  return queryOptions({ queryKey: foodsQueryKey, queryFn: getFoods });
}

export function useFoods() {
  return useQuery(foodsQueryOptions());
}
