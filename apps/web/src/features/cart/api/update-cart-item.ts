import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem, UpdateCartItemBody } from '@dapur/shared/cart';
import { apiClient } from '../../../lib/api-client';
import { cartMutationKey, cartQueryKey, settleCart } from './get-cart';

export interface UpdateCartItemVariables extends UpdateCartItemBody {
  id: number;
}

export async function updateCartItem({ id, jumlah }: UpdateCartItemVariables): Promise<void> {
  await apiClient.put(`cart/${id}`, { json: { jumlah } });
}

/**
 * Sets a line's quantity. The new quantity and line total show at once; if the server
 * refuses, the line goes back to what it was.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: updateCartItem,
    onMutate: async ({ id, jumlah }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<CartItem[]>(cartQueryKey);
      queryClient.setQueryData<CartItem[]>(cartQueryKey, (items) =>
        items?.map((item) =>
          item.id === id ? { ...item, jumlah, harga_total: item.harga_satuan * jumlah } : item,
        ),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
    },
    // Not awaited: the customer hears how it went without waiting for the cart to reload.
    onSettled: () => void settleCart(queryClient),
  });
}
