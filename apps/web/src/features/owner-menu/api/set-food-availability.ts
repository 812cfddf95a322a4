import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFood } from '@dapur/shared/menu';
import { adminFoodsQueryKey } from './get-admin-foods';
import { refreshMenu } from './refresh-menu';
import { updateFood } from './save-food';

/** Every sold-out switch carries this key, so the last one to finish reloads the lists. */
export const availabilityMutationKey = ['admin-food-availability'] as const;

export interface FoodAvailabilityVariables {
  food: AdminFood;
  isAvailable: boolean;
}

function setAvailability(foods: AdminFood[] | undefined, id: number, isAvailable: boolean) {
  return foods?.map((food) => (food.id === id ? { ...food, is_available: isAvailable } : food));
}

/**
 * The sold-out switch: it flips at once; if the server refuses, that dish (and only that
 * one, other switches may be on their way) goes back to what it was, and `onFailure` hears
 * of it. (Not through `mutate`'s own callbacks: those follow only the latest tap.)
 */
export function useSetFoodAvailability(onFailure: (food: AdminFood, error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: availabilityMutationKey,
    mutationFn: ({ food, isAvailable }: FoodAvailabilityVariables) =>
      updateFood({ id: food.id, body: { is_available: isAvailable } }),
    onMutate: async ({ food, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: adminFoodsQueryKey });
      const previous = queryClient
        .getQueryData<AdminFood[]>(adminFoodsQueryKey)
        ?.find((each) => each.id === food.id)?.is_available;
      queryClient.setQueryData<AdminFood[]>(adminFoodsQueryKey, (foods) =>
        setAvailability(foods, food.id, isAvailable),
      );
      return { previous: previous ?? food.is_available };
    },
    onError: (error, { food }, context) => {
      queryClient.setQueryData<AdminFood[]>(adminFoodsQueryKey, (foods) =>
        setAvailability(foods, food.id, context?.previous ?? food.is_available),
      );
      onFailure(food, error);
    },
    onSettled: () => {
      // A reload while another switch is on its way would show that one flipping back.
      if (queryClient.isMutating({ mutationKey: availabilityMutationKey }) > 1) return;
      void refreshMenu(queryClient);
    },
  });
}
