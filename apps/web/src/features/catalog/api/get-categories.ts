import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListResponseSchema } from '@dapur/shared/schemas/menu';
import type { CategoryWithFoods } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { categoriesQueryKey } from '../../../lib/menu-query-keys';

export async function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<
  CategoryWithFoods[]
> {
  const body = await apiClient.get('categories', { signal }).json();
  return categoryListResponseSchema.parse(body).data;
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
