import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantProfile } from '@dapur/shared/restaurant';
import { apiClient } from './api-client';

/** Not under the customer's key: the profile is public and outlives a logout. */
export const restaurantQueryKey = ['restaurant'] as const;

/** The restaurant's public profile (GET /restaurant): name, contacts, hours, map, QRIS picture. */
export async function getRestaurant({ signal }: { signal?: AbortSignal } = {}) {
  // Every page's header shows the name, so zod loads beside the request, not in the entry.
  const [body, { restaurantResponseSchema }] = await Promise.all([
    apiClient.get('restaurant', { signal }).json(),
    import('@dapur/shared/schemas/restaurant'),
  ]);
  return restaurantResponseSchema.parse(body).data satisfies RestaurantProfile;
}

export function restaurantQueryOptions() {
  return queryOptions({ queryKey: restaurantQueryKey, queryFn: getRestaurant });
}

/** The profile; the family's changes show on the next load (or at once in their own tab). */
export function useRestaurant() {
  return useQuery(restaurantQueryOptions());
}
