import { createContext, useContext } from 'react';
import type { CartItem } from '@dapur/shared/cart';
import type { Food } from '@dapur/shared/menu';

/**
 * The customer's cart as the compact menu needs it: what is in it (for the steppers and the
 * bar at the bottom) and one portion more or less of a dish. The cart is another feature, so
 * the app provides this around the catalog pages; without it (a visitor) the menu shows none.
 */
export interface MenuCart {
  /** Undefined for a visitor, or until the cart has loaded. */
  items: readonly CartItem[] | undefined;
  /** One portion more (+1) or less (-1) of a dish already in the cart. */
  onStep: (food: Food, step: 1 | -1) => void;
}

export const MenuCartContext = createContext<MenuCart | null>(null);

export function useMenuCart(): MenuCart | null {
  return useContext(MenuCartContext);
}
