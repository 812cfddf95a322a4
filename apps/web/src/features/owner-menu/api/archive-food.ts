import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFoodResponseSchema } from '@dapur/shared/schemas/menu';
import type { AdminFood } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { storeAdminFood } from './get-admin-foods';
import { refreshMenu } from './refresh-menu';

/** DELETE archives: the dish leaves every public list; past orders keep it. */
export async function archiveFood(id: number): Promise<AdminFood> {
  const body = await apiClient.delete(`admin/foods/${id}`).json();
  return adminFoodResponseSchema.parse(body).data;
}

export function useArchiveFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveFood,
    onSuccess: (food) => {
      storeAdminFood(queryClient, food);
      void refreshMenu(queryClient);
    },
  });
}
