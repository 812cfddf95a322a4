import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFood } from '@dapur/shared/menu';
import type { OptionGroupsBody } from '@dapur/shared/dish-options';
import { adminFoodResponseSchema } from '@dapur/shared/schemas/menu';
import { apiClient } from '../../../lib/api-client';
import { storeAdminFood } from './get-admin-foods';
import { refreshMenu } from './refresh-menu';

export interface SaveOptionGroupsVariables {
  foodId: number;
  body: OptionGroupsBody;
}

/**
 * PUT /admin/foods/{id}/option-groups: the dish's groups become exactly the list sent (those
 * with an id are kept, those without are new, those left out are removed).
 */
export async function saveOptionGroups({
  foodId,
  body,
}: SaveOptionGroupsVariables): Promise<AdminFood> {
  const responseBody = await apiClient
    .put(`admin/foods/${foodId}/option-groups`, { json: body })
    .json();
  return adminFoodResponseSchema.parse(responseBody).data;
}

/** The editor's one save; the dish's page shows the server's groups (with their new ids) at once. */
export function useSaveOptionGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOptionGroups,
    onSuccess: (food) => {
      storeAdminFood(queryClient, food);
      void refreshMenu(queryClient);
    },
  });
}
