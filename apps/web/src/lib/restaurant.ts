import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessBody } from '@dapur/shared/envelope';
import type { RestaurantProfile } from '@dapur/shared/restaurant';
import { apiClient } from './api-client';

/** Not under the customer's key: the profile is public and outlives a logout. */
export const restaurantQueryKey = ['restaurant'] as const;

/** The restaurant's public profile (GET /restaurant): name, contacts, hours, map, QRIS picture. */
export async function getRestaurant({
  signal,
}: { signal?: AbortSignal } = {}): Promise<RestaurantProfile> {
  const { data } = await apiClient
    .get('restaurant', { signal })
    .json<SuccessBody<RestaurantProfile>>();
  return data;
}

export function restaurantQueryOptions() {
  return queryOptions({ queryKey: restaurantQueryKey, queryFn: getRestaurant });
}

/** The profile; the family's changes show on the next load (or at once in their own tab). */
export function useRestaurant() {
  return useQuery(restaurantQueryOptions());
}
