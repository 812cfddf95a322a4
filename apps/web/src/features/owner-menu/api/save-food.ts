import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFoodResponseSchema } from '@dapur/shared/schemas/menu';
import type { AdminFood, FoodCreateBody, FoodUpdateBody } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { storeAdminFood } from './get-admin-foods';
import { refreshMenu } from './refresh-menu';

export async function createFood(body: FoodCreateBody): Promise<AdminFood> {
  const responseBody = await apiClient.post('admin/foods', { json: body }).json();
  return adminFoodResponseSchema.parse(responseBody).data;
}

export interface UpdateFoodVariables {
  id: number;
  body: FoodUpdateBody;
}

export async function updateFood({ id, body }: UpdateFoodVariables): Promise<AdminFood> {
  const responseBody = await apiClient.put(`admin/foods/${id}`, { json: body }).json();
  return adminFoodResponseSchema.parse(responseBody).data;
}

/** A new dish; it is in the family's list as soon as the server has it. */
export function useCreateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFood,
    onSuccess: (food) => {
      storeAdminFood(queryClient, food);
      void refreshMenu(queryClient);
    },
  });
}

export function useUpdateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFood,
    onSuccess: (food) => {
      storeAdminFood(queryClient, food);
      void refreshMenu(queryClient);
    },
  });
}
