/**
 * The dish a visitor tapped "Tambah" on before logging in (issue 31): kept in sessionStorage
 * through sign-up and login, added to the cart once on the first signed-in page of the menu,
 * then forgotten. Only this tab keeps it, and only for a while: a dish tapped an hour ago is
 * not added by surprise.
 */
export interface PendingAdd {
  foodId: number;
  quantity: number;
  note?: string;
  options: number[];
  /** Where the visitor was: the page they return to after logging in. */
  from: string;
}

const KEY = 'dapur.pending-add';
/** Long enough to sign up, read the mail and log in. */
const PENDING_ADD_MAX_AGE_MS = 30 * 60_000;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage switched off (private mode in some browsers): the visitor adds the dish again.
    return null;
  }
}

export const pendingAdd = {
  keep(dish: PendingAdd, now = Date.now()): void {
    try {
      storage()?.setItem(KEY, JSON.stringify({ ...dish, savedAt: now }));
    } catch {
      // Full or refused storage: nothing kept.
    }
  },
  forget(): void {
    storage()?.removeItem(KEY);
  },
  /** The kept dish, removed as it is read: whoever takes it adds it, once. */
  take(now = Date.now()): PendingAdd | null {
    const store = storage();
    const text = store?.getItem(KEY);
    if (!store || !text) return null;
    store.removeItem(KEY);
    return parse(text, now);
  },
};

function parse(text: string, now: number): PendingAdd | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { foodId, quantity, note, options, from, savedAt } = value as Record<string, unknown>;
  if (!Number.isInteger(foodId) || !Number.isInteger(quantity) || (quantity as number) < 1)
    return null;
  if (typeof savedAt !== 'number' || now - savedAt > PENDING_ADD_MAX_AGE_MS || now < savedAt)
    return null;
  if (!Array.isArray(options) || !options.every((id) => Number.isInteger(id))) return null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return {
    foodId: foodId as number,
    quantity: quantity as number,
    ...(typeof note === 'string' && note !== '' ? { note } : {}),
    options: options as number[],
    from,
  };
}
