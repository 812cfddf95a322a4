import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@dapur/shared/cart';
import { apiClient } from '../../../lib/api-client';
import { cartMutationKey, cartQueryKey, settleCart } from './get-cart';

export async function removeCartItem(id: number): Promise<void> {
  await apiClient.delete(`cart/${id}`);
}

/** Takes a line out of the cart at once; it comes back if the server refuses. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: removeCartItem,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<CartItem[]>(cartQueryKey);
      queryClient.setQueryData<CartItem[]>(cartQueryKey, (items) =>
        items?.filter((item) => item.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
    },
    // Not awaited: the customer hears how it went without waiting for the cart to reload.
    onSettled: () => void settleCart(queryClient),
  });
}
