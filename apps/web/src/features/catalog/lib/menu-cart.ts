import type { CartItem } from '@dapur/shared/cart';

/** The dish's lines in the cart: one per note and choice of options. */
export function linesOf(items: readonly CartItem[] | undefined, foodId: number): CartItem[] {
  return items?.filter((item) => item.food_id === foodId) ?? [];
}

/**
 * The line a stepper changes: the dish's line without a note (what "Tambah" filled), else
 * its last line.
 */
export function stepLineOf(
  items: readonly CartItem[] | undefined,
  foodId: number,
): CartItem | undefined {
  const lines = linesOf(items, foodId);
  return lines.find((item) => !item.note) ?? lines.at(-1);
}

/** The floating bar's words, exactly: `3 item · Rp 57.000`. */
export function cartBarText(quantity: number, total: string): string {
  return `${quantity} item · ${total}`;
}
