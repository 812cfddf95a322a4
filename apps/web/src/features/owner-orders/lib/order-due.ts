import type { AdminOrder } from '@dapur/shared/schemas/orders';

/**
 * When an order is due: its chosen time, or when it was placed for as soon as possible (the
 * kitchen starts it at once), as the server sorts and counts it (decision 032).
 */
export function dueAt(order: Pick<AdminOrder, 'scheduled_for' | 'created_at'>): string {
  return order.scheduled_for ?? order.created_at;
}

/** The kitchen's order of work: earliest due first, then the order placed first. */
export function earliestDueFirst(a: AdminOrder, b: AdminOrder): number {
  return Date.parse(dueAt(a)) - Date.parse(dueAt(b)) || a.id - b.id;
}
