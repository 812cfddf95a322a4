import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { CategoryWithFoods } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { categoriesQueryKey } from '../../../lib/menu-query-keys';

export async function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<
  CategoryWithFoods[]
> {
  const { data } = await apiClient
    .get('categories', { signal })
    .json<SuccessBody<CategoryWithFoods[]>>();
  return data;
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
