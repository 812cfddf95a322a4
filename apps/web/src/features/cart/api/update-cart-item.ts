import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem, UpdateCartItemBody } from '@dapur/shared/cart';
import { apiClient } from '../../../lib/api-client';
import { cartMutationKey, cartQueryKey, settleCart } from './get-cart';

export interface UpdateCartItemVariables extends UpdateCartItemBody {
  id: number;
}

export async function updateCartItem({ id, jumlah, note }: UpdateCartItemVariables): Promise<void> {
  await apiClient.put(`cart/${id}`, { json: note === undefined ? { jumlah } : { jumlah, note } });
}

/**
 * Sets a line's quantity, and its note when one is given. The new quantity, line total and
 * note show at once; if the server refuses (another line of the dish has that note: 422),
 * the line goes back to what it was.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: updateCartItem,
    onMutate: async ({ id, jumlah, note }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<CartItem[]>(cartQueryKey);
      queryClient.setQueryData<CartItem[]>(cartQueryKey, (items) =>
        items?.map((item) =>
          item.id === id
            ? {
                ...item,
                jumlah,
                harga_total: item.harga_satuan * jumlah,
                note: note === undefined ? item.note : note.trim(),
              }
            : item,
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
