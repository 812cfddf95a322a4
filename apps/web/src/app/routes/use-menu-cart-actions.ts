import { useMemo } from 'react';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { useCart } from '../../features/cart/api/get-cart';
import { useRemoveCartItem } from '../../features/cart/api/remove-cart-item';
import { useUpdateCartItem } from '../../features/cart/api/update-cart-item';
import { cartPageMessages } from '../../features/cart/messages';
import type { MenuCart } from '../../features/catalog/hooks/menu-cart-context';
import { stepLineOf } from '../../features/catalog/lib/menu-cart';
import { getErrorMessage } from '../../lib/error-message';
import type { ToastMessage } from '../../lib/use-toast';

/**
 * The cart for the compact menu's steppers and bar. + adds a portion to the dish's line
 * without a note (PUT /cart/{id}, or POST /cart if it has only lines with notes); − takes
 * one off it, and the last portion takes the line out (DELETE /cart/{id}). The cart's own
 * hooks show each change at once and put it back if the server refuses, saying why.
 */
export function useMenuCartActions(show: (message: ToastMessage) => void): MenuCart {
  const { data: items } = useCart();
  const { mutate: add } = useAddToCart();
  const { mutate: update } = useUpdateCartItem();
  const { mutate: remove } = useRemoveCartItem();

  return useMemo<MenuCart>(() => {
    const failed = (fallback: string) => (error: unknown) =>
      show({ tone: 'error', text: getErrorMessage(error, fallback) });
    return {
      items,
      onStep: (food, step) => {
        const line = stepLineOf(items, food.id);
        if (step === 1 && !line) {
          add({ foodId: food.id }, { onError: failed(cartPageMessages.addFailed) });
        } else if (step === 1 && line) {
          update(
            { id: line.id, jumlah: line.jumlah + 1 },
            { onError: failed(cartPageMessages.updateFailed) },
          );
        } else if (line && line.jumlah > 1) {
          update(
            { id: line.id, jumlah: line.jumlah - 1 },
            { onError: failed(cartPageMessages.updateFailed) },
          );
        } else if (line) {
          remove(line.id, { onError: failed(cartPageMessages.removeFailed) });
        }
      },
    };
  }, [items, add, update, remove, show]);
}
