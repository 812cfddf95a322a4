import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCategoryResponseSchema } from '@dapur/shared/schemas/menu';
import type { AdminCategory, CategoryCreateBody, CategoryUpdateBody } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { storeAdminCategory } from './get-admin-categories';
import { refreshMenu } from './refresh-menu';

export async function createCategory(body: CategoryCreateBody): Promise<AdminCategory> {
  const responseBody = await apiClient.post('admin/categories', { json: body }).json();
  return adminCategoryResponseSchema.parse(responseBody).data;
}

export interface UpdateCategoryVariables {
  id: number;
  body: CategoryUpdateBody;
}

export async function updateCategory({
  id,
  body,
}: UpdateCategoryVariables): Promise<AdminCategory> {
  const responseBody = await apiClient.put(`admin/categories/${id}`, { json: body }).json();
  return adminCategoryResponseSchema.parse(responseBody).data;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => {
      storeAdminCategory(queryClient, category);
      void refreshMenu(queryClient);
    },
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: (category) => {
      storeAdminCategory(queryClient, category);
      void refreshMenu(queryClient);
    },
  });
}
