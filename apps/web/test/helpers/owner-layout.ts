import { json, pending, type FetchHandler } from './mock-fetch';

/**
 * What the owner layout asks on every page besides the account: the live order stream (left
 * connecting here) and the orders nobody has seen yet, for the count on "Pesanan" (none).
 */
export function ownerLayoutAnswers(): Record<string, FetchHandler> {
  return {
    'GET /api/admin/events': pending,
    'GET /api/admin/orders/new': () => json({ status: 'success', data: [] }),
  };
}
