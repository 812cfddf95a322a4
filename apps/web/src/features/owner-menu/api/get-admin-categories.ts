import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { adminCategoryListResponseSchema } from '@dapur/shared/schemas/menu';
import type { AdminCategory } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';

export const adminCategoriesQueryKey = userQueryKey('admin', 'categories');

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

/** One category, read from the list: `data` is null when there is no such category. */
export function useAdminCategory(categoryId: number | null) {
  return useQuery({
    ...adminCategoriesQueryOptions(),
    select: (categories) => categories.find((category) => category.id === categoryId) ?? null,
  });
}

/** Puts the server's answer for one category into the list at once, before the list reloads. */
export function storeAdminCategory(queryClient: QueryClient, category: AdminCategory): void {
  queryClient.setQueryData<AdminCategory[]>(adminCategoriesQueryKey, (categories) => {
    if (!categories) return categories;
    return categories.some((each) => each.id === category.id)
      ? categories.map((each) => (each.id === category.id ? category : each))
      : [...categories, category];
  });
}
