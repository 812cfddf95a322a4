import { createContext, useContext } from 'react';
import type { Food } from '@dapur/shared/menu';

/**
 * What "Tambah ke Keranjang" and "Pesan Sekarang" do for a logged-in customer. The cart and
 * ordering are other features, so the app provides these around the catalog pages.
 */
export interface OrderActions {
  /** May return a promise; the button ignores further presses until it settles. */
  onAddToCart: (food: Food) => void | Promise<unknown>;
  onOrderNow: (food: Food) => void;
}

export const OrderActionsContext = createContext<OrderActions | null>(null);

export function useOrderActions(): OrderActions | null {
  return useContext(OrderActionsContext);
}
