import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { adminFoodListResponseSchema } from '@dapur/shared/schemas/menu';
import type { AdminFood } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';

/** Under the session's key, so the family's list goes with a logout like a customer's data. */
export const adminFoodsQueryKey = userQueryKey('admin', 'foods');

/** Every dish, sold out and archived ones included (GET /admin/foods). */
export async function getAdminFoods({ signal }: { signal?: AbortSignal } = {}): Promise<
  AdminFood[]
> {
  const body = await apiClient.get('admin/foods', { signal }).json();
  return adminFoodListResponseSchema.parse(body).data;
}

export function adminFoodsQueryOptions() {
  return queryOptions({ queryKey: adminFoodsQueryKey, queryFn: getAdminFoods });
}

export function useAdminFoods() {
  return useQuery(adminFoodsQueryOptions());
}

/**
 * One dish, read from the list (the API has no call for a single dish of the family's):
 * `data` is null when the list holds no such dish, or the address no valid id.
 */
export function useAdminFood(foodId: number | null) {
  return useQuery({
    ...adminFoodsQueryOptions(),
    select: (foods) => foods.find((food) => food.id === foodId) ?? null,
  });
}

/** Puts the server's answer for one dish into the list at once, before the list reloads. */
export function storeAdminFood(queryClient: QueryClient, food: AdminFood): void {
  queryClient.setQueryData<AdminFood[]>(adminFoodsQueryKey, (foods) => {
    if (!foods) return foods;
    return foods.some((each) => each.id === food.id)
      ? foods.map((each) => (each.id === food.id ? food : each))
      : [...foods, food];
  });
}
