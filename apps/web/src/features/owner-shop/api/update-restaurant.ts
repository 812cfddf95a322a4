import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminRestaurantResponseSchema,
  type restaurantUpdateBodySchema,
} from '@dapur/shared/schemas/restaurant';
import type { AdminRestaurant } from '@dapur/shared/restaurant';
import { apiClient } from '../../../lib/api-client';
import { restaurantQueryKey } from '../../../lib/restaurant';
import { restaurantSettingsQueryKey } from './get-restaurant-settings';

export type RestaurantUpdate = z.output<typeof restaurantUpdateBodySchema>;

/** The stored profile changed: the settings take the response, every page reloads the public one. */
export function profileChanged(queryClient: QueryClient, profile: AdminRestaurant) {
  queryClient.setQueryData(restaurantSettingsQueryKey, profile);
  void queryClient.invalidateQueries({ queryKey: restaurantQueryKey });
}

/** PUT /admin/restaurant with the form's fields. */
export function useUpdateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RestaurantUpdate) => {
      const responseBody = await apiClient.put('admin/restaurant', { json: body }).json();
      return adminRestaurantResponseSchema.parse(responseBody).data;
    },
    onSuccess: (profile) => profileChanged(queryClient, profile),
  });
}
