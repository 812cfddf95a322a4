import { useEffect } from 'react';
import type { CartItem } from '@dapur/shared/cart';
import type { DishToAdd } from '../../features/cart/api/add-to-cart';
import { cartPageMessages } from '../../features/cart/messages';
import { pendingAdd } from '../../lib/pending-add';
import { useSessionStatus } from '../../lib/use-session-status';

/**
 * Adds the dish a visitor tapped "Tambah" on before signing up or logging in (issue 31), on
 * the first page of the menu they see signed in, and says how it went. `pendingAdd.take`
 * forgets it as it reads it, so it is added once, also when React runs the effect twice.
 */
export function usePendingAdd(
  addToCart: (dish: DishToAdd) => Promise<CartItem | undefined>,
  onAdded: (line: CartItem | undefined) => void,
  onFailed: (error: unknown) => void,
) {
  const signedIn = useSessionStatus() === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    const dish = pendingAdd.take();
    if (!dish) return;
    const { foodId, quantity, note, options } = dish;
    addToCart({ foodId, quantity, note, options }).then(onAdded, onFailed);
    // Once per sign-in: the callbacks change with each render, the kept dish does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
}

/** The toast's words for an added line whose dish name the page does not know. */
export function addedText(line: CartItem | undefined): string {
  return line ? cartPageMessages.added(line.nama_menu) : cartPageMessages.addedSome;
}
