import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
} from '@dapur/shared/schemas/menu';
import type { AdminCategory } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { isNotFoundError } from '../../../lib/api-error';
import { userQueryKey } from '../../../lib/user-query-key';

export const adminCategoriesQueryKey = userQueryKey('admin', 'categories');
/** One category's own read; refreshMenu reloads them all through this prefix. */
export const adminCategoryQueryPrefix = userQueryKey('admin', 'category');
export const adminCategoryQueryKey = (categoryId: number | null) =>
  [...adminCategoryQueryPrefix, categoryId] as const;

/** Every category with how many dishes customers can see in it (GET /admin/categories). */
export async function getAdminCategories({ signal }: { signal?: AbortSignal } = {}): Promise<
  AdminCategory[]
> {
  const body = await apiClient.get('admin/categories', { signal }).json();
  return adminCategoryListResponseSchema.parse(body).data;
}

export function adminCategoriesQueryOptions() {
  return queryOptions({ queryKey: adminCategoriesQueryKey, queryFn: getAdminCategories });
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}

/** One category with its dish count (GET /admin/categories/{id}); null when there is none (404). */
export async function getAdminCategory(
  categoryId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminCategory | null> {
  try {
    const body = await apiClient.get(`admin/categories/${categoryId}`, { signal }).json();
    return adminCategoryResponseSchema.parse(body).data;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/**
 * One category: `data` is null when there is no such category, or the address holds no valid
 * id. Opened from the list, it starts from there (no request while the list is fresh).
 */
export function useAdminCategory(categoryId: number | null) {
  const queryClient = useQueryClient();
  const fromList = () =>
    queryClient
      .getQueryData<AdminCategory[]>(adminCategoriesQueryKey)
      ?.find((category) => category.id === categoryId);
  return useQuery({
    queryKey: adminCategoryQueryKey(categoryId),
    queryFn: ({ signal }) =>
      categoryId === null ? null : getAdminCategory(categoryId, { signal }),
    initialData: fromList,
    initialDataUpdatedAt: () => queryClient.getQueryState(adminCategoriesQueryKey)?.dataUpdatedAt,
  });
}

/** Puts the server's response for one category into the caches at once, before the lists reload. */
export function storeAdminCategory(queryClient: QueryClient, category: AdminCategory): void {
  queryClient.setQueryData(adminCategoryQueryKey(category.id), category);
  queryClient.setQueryData<AdminCategory[]>(adminCategoriesQueryKey, (categories) => {
    if (!categories) return categories;
    return categories.some((each) => each.id === category.id)
      ? categories.map((each) => (each.id === category.id ? category : each))
      : [...categories, category];
  });
}
