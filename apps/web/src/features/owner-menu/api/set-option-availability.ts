import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DishOption } from '@dapur/shared/dish-options';
import type { AdminFood } from '@dapur/shared/menu';
import {
  adminFoodQueryPrefix,
  adminFoodsQueryKey,
  cachedAdminFood,
  storeAdminFood,
  updateAdminFood,
} from './get-admin-foods';
import { refreshMenu } from './refresh-menu';
import { saveOptionGroups } from './save-option-groups';
import {
  availabilityOf,
  savedGroupsBody,
  withOptionAvailability,
} from '../lib/option-availability';

/** Every option switch carries this key, so the last one to finish reloads the lists. */
export const optionAvailabilityMutationKey = ['admin-option-availability'] as const;

export interface OptionAvailabilityVariables {
  food: AdminFood;
  option: DishOption;
  isAvailable: boolean;
}

function setOption(
  queryClient: ReturnType<typeof useQueryClient>,
  foodId: number,
  optionId: number,
  isAvailable: boolean,
) {
  updateAdminFood(queryClient, foodId, (food) => ({
    ...food,
    option_groups: withOptionAvailability(food.option_groups, optionId, isAvailable),
  }));
}

/**
 * "Telur habis" in one tap, as the dish's own sold-out switch: it flips at once, and goes
 * back (that option only) if the server refuses; `onFailure` hears of it. The PUT carries
 * the dish's groups as the caches hold them when it leaves, so two quick taps on two options
 * of one dish do not undo each other.
 */
export function useSetOptionAvailability(onFailure: (option: DishOption, error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: optionAvailabilityMutationKey,
    mutationFn: ({ food, option, isAvailable }: OptionAvailabilityVariables) => {
      const groups = cachedAdminFood(queryClient, food.id)?.option_groups ?? food.option_groups;
      return saveOptionGroups({
        foodId: food.id,
        body: savedGroupsBody(withOptionAvailability(groups, option.id, isAvailable)),
      });
    },
    onMutate: async ({ food, option, isAvailable }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: adminFoodsQueryKey }),
        queryClient.cancelQueries({ queryKey: adminFoodQueryPrefix }),
      ]);
      const groups = cachedAdminFood(queryClient, food.id)?.option_groups ?? food.option_groups;
      const previous = availabilityOf(groups, option.id);
      setOption(queryClient, food.id, option.id, isAvailable);
      return { previous };
    },
    onError: (error, { food, option }, context) => {
      setOption(queryClient, food.id, option.id, context?.previous ?? option.is_available);
      onFailure(option, error);
    },
    onSettled: (food) => {
      // A reload, or this response, while another switch is on its way would show that one
      // flipping back.
      if (queryClient.isMutating({ mutationKey: optionAvailabilityMutationKey }) > 1) return;
      if (food) storeAdminFood(queryClient, food);
      void refreshMenu(queryClient);
    },
  });
}
