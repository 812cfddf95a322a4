import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryFoodsResponse } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { categoryFoodsQueryKey } from '../../../lib/menu-query-keys';

export async function getCategoryFoods(
  categoryId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CategoryFoodsResponse> {
  return apiClient.get(`categories/${categoryId}/foods`, { signal }).json<CategoryFoodsResponse>();
}

export function categoryFoodsQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: categoryFoodsQueryKey(categoryId),
    queryFn: ({ signal }) => getCategoryFoods(categoryId, { signal }),
  });
}

/** `categoryId` null (not a valid id in the address) skips the request. */
export function useCategoryFoods(categoryId: number | null) {
  return useQuery({
    ...categoryFoodsQueryOptions(categoryId ?? 0),
    enabled: categoryId !== null,
  });
}
