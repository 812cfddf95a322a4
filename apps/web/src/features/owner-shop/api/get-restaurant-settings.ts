import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRestaurantResponseSchema } from '@dapur/shared/schemas/restaurant';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/user-query-key';

/** Under the signed-in key: the shop's settings go with a logout. */
export const restaurantSettingsQueryKey = userQueryKey('admin', 'restaurant');

/** The profile and the shop's settings, as only the family sees them (GET /admin/restaurant). */
export async function getRestaurantSettings({ signal }: { signal?: AbortSignal } = {}) {
  const body = await apiClient.get('admin/restaurant', { signal }).json();
  return adminRestaurantResponseSchema.parse(body).data;
}

export function useRestaurantSettings() {
  return useQuery(
    queryOptions({ queryKey: restaurantSettingsQueryKey, queryFn: getRestaurantSettings }),
  );
}
