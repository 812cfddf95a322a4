import { QUANTITY_MAX, QUANTITY_MIN } from '@dapur/shared/limits';
import { ITEM_NOTE_MAX_LENGTH } from '@dapur/shared/ordering';

/** What "Pesan Sekarang" hands to /order-form through the navigation state (spec §2). */
export interface OrderRequest {
  foodId: number;
  quantity: number;
  /** The note to the dish typed on its page ("sambal dipisah"); empty: none. */
  note: string;
  /** The ids of the options chosen on the dish's page ("Dada", "Telur"); empty: none. */
  options: number[];
}

export function clampQuantity(quantity: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}

/** The dish and quantity a navigation carried, or null when it carried none. */
export function readOrderRequest(state: unknown): OrderRequest | null {
  if (typeof state !== 'object' || state === null) return null;
  const { foodId, quantity, note, options } = state as Record<string, unknown>;
  if (typeof foodId !== 'number' || !Number.isInteger(foodId) || foodId <= 0) return null;
  return {
    foodId,
    quantity:
      typeof quantity === 'number' && Number.isFinite(quantity)
        ? clampQuantity(quantity)
        : QUANTITY_MIN,
    note: typeof note === 'string' ? note.slice(0, ITEM_NOTE_MAX_LENGTH) : '',
    options: Array.isArray(options)
      ? options.filter((id): id is number => Number.isInteger(id) && id > 0)
      : [],
  };
}
