import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ORDER_QUANTITY } from '@dapur/shared/limits';
import type { AddToCartBody, CartItem } from '@dapur/shared/cart';
import { dataIn } from '../../../lib/answer-fields';
import { apiClient } from '../../../lib/api-client';
import { cartMutationKey, cartQueryKey, settleCart } from './get-cart';

/** Resolves to the cart line as it now stands (the server adds to an existing line). */
export async function addToCart(body: AddToCartBody): Promise<CartItem | undefined> {
  const responseBody = await apiClient.post('cart', { json: body }).json();
  return dataIn<CartItem>(responseBody);
}

/** The options of a line as one key: the same ids in any order are the same choice. */
function choiceKey(item: Pick<CartItem, 'options'>): string {
  return item.options
    .map((option) => option.id)
    .sort((a, b) => a - b)
    .join(',');
}

/** The same dish with another note or other options is another line (decision 032, issue 30). */
function withLine(items: CartItem[] | undefined, line: CartItem): CartItem[] | undefined {
  if (!items) return items;
  const index = items.findIndex(
    (item) =>
      item.id === line.id ||
      (item.food_id === line.food_id &&
        item.note === line.note &&
        choiceKey(item) === choiceKey(line)),
  );
  if (index === -1) return [...items, line];
  return items.map((item, i) => (i === index ? line : item));
}

export interface DishToAdd {
  foodId: number;
  /** The customer's note to the dish; empty or left out: none. */
  note?: string | undefined;
  /** The ids of the options chosen ("Dada", "Telur"); empty or left out: none. */
  options?: readonly number[] | undefined;
  /** Portions; left out: one (spec §9). */
  quantity?: number | undefined;
}

/** Adds one portion of a dish (spec §9); the header badge shows it as soon as the server agrees. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: ({ foodId, note, options, quantity = DEFAULT_ORDER_QUANTITY }: DishToAdd) =>
      addToCart({
        food_id: foodId,
        jumlah: quantity,
        ...(note?.trim() ? { note: note.trim() } : {}),
        // Left out for a dish without options: the body the spec describes.
        ...(options?.length ? { options: [...options] } : {}),
      }),
    onSuccess: (line) => {
      if (line)
        queryClient.setQueryData<CartItem[]>(cartQueryKey, (items) => withLine(items, line));
    },
    // Not awaited: the customer hears how it went without waiting for the cart to reload.
    onSettled: () => void settleCart(queryClient),
  });
}
