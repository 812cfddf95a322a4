import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, AdminFood } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { adminCategoriesQueryKey, adminCategoryQueryKey } from './get-admin-categories';
import { adminFoodsQueryKey } from './get-admin-foods';
import { refreshMenu } from './refresh-menu';

/** The category goes; its dishes stay on the menu, uncategorised. */
export async function deleteCategory(id: number): Promise<void> {
  await apiClient.delete(`admin/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_data, id) => {
      queryClient.setQueryData(adminCategoryQueryKey(id), null);
      queryClient.setQueryData<AdminCategory[]>(adminCategoriesQueryKey, (categories) =>
        categories?.filter((category) => category.id !== id),
      );
      queryClient.setQueryData<AdminFood[]>(adminFoodsQueryKey, (foods) =>
        foods?.map((food) => (food.category_id === id ? { ...food, category_id: null } : food)),
      );
      void refreshMenu(queryClient);
    },
  });
}
