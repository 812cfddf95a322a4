import { isNotFoundError } from '../../../lib/api-error';

/** How often an open "Pesanan Saya" page asks for news while the tab is in view. */
export const ORDER_REFRESH_MS = 10_000;

/**
 * Keep asking while there is something to keep up to date. Not after a 404 (the order is not
 * the customer's), nor while a first load has failed: the page offers "Coba Lagi" then, and
 * a refresh behind it would only make the offer flicker.
 */
export function orderRefreshInterval(query: {
  state: { data: unknown; error: unknown };
}): number | false {
  const { data, error } = query.state;
  if (isNotFoundError(error) || (data === undefined && error)) return false;
  return ORDER_REFRESH_MS;
}
