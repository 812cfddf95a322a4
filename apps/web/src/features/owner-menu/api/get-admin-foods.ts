import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminFoodListResponseSchema, adminFoodResponseSchema } from '@dapur/shared/schemas/menu';
import type { AdminFood } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { isNotFoundError } from '../../../lib/api-error';
import { userQueryKey } from '../../../lib/user-query-key';

/** Under the session's key, so the family's list goes with a logout like a customer's data. */
export const adminFoodsQueryKey = userQueryKey('admin', 'foods');
/** One dish's own read; refreshMenu reloads them all through this prefix. */
export const adminFoodQueryPrefix = userQueryKey('admin', 'food');
const adminFoodQueryKey = (foodId: number | null) => [...adminFoodQueryPrefix, foodId] as const;

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

/** One dish, archived or sold out too (GET /admin/foods/{id}); null when there is none (404). */
export async function getAdminFood(
  foodId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminFood | null> {
  try {
    const body = await apiClient.get(`admin/foods/${foodId}`, { signal }).json();
    return adminFoodResponseSchema.parse(body).data;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/**
 * One dish: `data` is null when there is no such dish, or the address holds no valid id.
 * Opened from the menu, it starts from the family's list (no request while that is fresh);
 * opened directly, only this dish is read.
 */
export function useAdminFood(foodId: number | null) {
  const queryClient = useQueryClient();
  const fromList = () =>
    queryClient.getQueryData<AdminFood[]>(adminFoodsQueryKey)?.find((food) => food.id === foodId);
  return useQuery({
    queryKey: adminFoodQueryKey(foodId),
    queryFn: ({ signal }) => (foodId === null ? null : getAdminFood(foodId, { signal })),
    initialData: fromList,
    initialDataUpdatedAt: () => queryClient.getQueryState(adminFoodsQueryKey)?.dataUpdatedAt,
  });
}

/** Puts the server's response for one dish into the caches at once, before the lists reload. */
export function storeAdminFood(queryClient: QueryClient, food: AdminFood): void {
  queryClient.setQueryData(adminFoodQueryKey(food.id), food);
  queryClient.setQueryData<AdminFood[]>(adminFoodsQueryKey, (foods) => {
    if (!foods) return foods;
    return foods.some((each) => each.id === food.id)
      ? foods.map((each) => (each.id === food.id ? food : each))
      : [...foods, food];
  });
}

/**
 * Changes one dish where the caches hold it (its own read and the family's list), for a
 * switch that shows its new state before the server's response.
 */
export function updateAdminFood(
  queryClient: QueryClient,
  foodId: number,
  update: (food: AdminFood) => AdminFood,
): void {
  queryClient.setQueryData<AdminFood | null>(adminFoodQueryKey(foodId), (food) =>
    food ? update(food) : food,
  );
  queryClient.setQueryData<AdminFood[]>(adminFoodsQueryKey, (foods) =>
    foods?.map((food) => (food.id === foodId ? update(food) : food)),
  );
}

/** The dish as the caches hold it now: its own read first, then the family's list. */
export function cachedAdminFood(queryClient: QueryClient, foodId: number): AdminFood | undefined {
  return (
    queryClient.getQueryData<AdminFood | null>(adminFoodQueryKey(foodId)) ??
    queryClient.getQueryData<AdminFood[]>(adminFoodsQueryKey)?.find((food) => food.id === foodId)
  );
}
