import { useState } from 'react';
import type { Food } from '@dapur/shared/menu';
import { tokenStore } from '../../../lib/token-store';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useOrderActions } from './order-actions-context';
import { useLoginPrompt } from './use-login-prompt';

/**
 * "Tambah ke Keranjang" for one dish: a visitor is asked to log in first (spec §6); a
 * customer's press adds a portion, and further presses are ignored until the server responds.
 * `add` reads who is signed in when it runs: React may carry out a tap made before the page
 * hydrated (a form action), with the page as the server rendered it, for a visitor.
 */
export function useAddAction(food: Food, onAddToCart?: (food: Food) => void | Promise<unknown>) {
  const loginPrompt = useLoginPrompt();
  const loggedIn = useSessionStatus() === 'signed-in';
  const provided = useOrderActions();
  const addToCart = onAddToCart ?? provided?.onAddToCart;
  const [adding, setAdding] = useState(false);

  function add() {
    if (tokenStore.status() !== 'signed-in') return loginPrompt.show();
    if (adding || !addToCart) return;
    const result = addToCart(food);
    if (result instanceof Promise) {
      setAdding(true);
      void result.finally(() => setAdding(false));
    }
  }

  return { add, adding, loggedIn, loginPrompt };
}
