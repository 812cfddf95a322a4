import { createContext, useContext } from 'react';
import type { Food } from '@dapur/shared/menu';

/**
 * What "Tambah ke Keranjang" and "Pesan Sekarang" do for a logged-in customer. The cart and
 * ordering are other features, so the app provides these around the catalog pages.
 */
export interface OrderActions {
  /**
   * May return a promise; the button ignores further presses until it settles, and a promise
   * that settles to `false` says the dish was not added (the note typed for it is kept).
   * `note` is the customer's note to the dish ("sambal dipisah"), typed on its page; none
   * elsewhere. `options` are the ids of the options chosen ("Dada", "Telur"), already
   * checked against the dish's groups; none for a dish without. `quantity`: the portions the
   * dish's page asks for; one where there is no stepper (spec §9).
   */
  onAddToCart: (
    food: Food,
    note?: string,
    options?: number[],
    quantity?: number,
  ) => void | Promise<unknown>;
  onOrderNow: (food: Food, note?: string, options?: number[], quantity?: number) => void;
}

export const OrderActionsContext = createContext<OrderActions | null>(null);

export function useOrderActions(): OrderActions | null {
  return useContext(OrderActionsContext);
}
