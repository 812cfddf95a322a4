import type { CartItem } from '@dapur/shared/cart';

/** Every portion of a dish in the cart, over all its lines (each note is a line of its own). */
export function portionsOf(items: readonly CartItem[] | undefined, foodId: number): number {
  if (!items) return 0;
  return items.reduce((sum, item) => (item.food_id === foodId ? sum + item.jumlah : sum), 0);
}

/**
 * The line a stepper changes: the dish's line without a note (what "Tambah" filled), else
 * its last line.
 */
export function stepLineOf(
  items: readonly CartItem[] | undefined,
  foodId: number,
): CartItem | undefined {
  const lines = items?.filter((item) => item.food_id === foodId) ?? [];
  return lines.find((item) => !item.note) ?? lines.at(-1);
}

/** The floating bar's words, exactly: `3 item · Rp 57.000`. */
export function cartBarText(quantity: number, total: string): string {
  return `${quantity} item · ${total}`;
}
