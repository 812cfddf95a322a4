import type { OrderStatus } from '@dapur/shared/orders';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { earliestDueFirst } from './order-due';
import { needsPaymentCheck } from './order-steps';

/** The statuses the kitchen still works on, in the order they come. */
export const OPEN_STATUSES = ['pending', 'processing', 'ready'] as const satisfies OrderStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];

export interface BoardGroups {
  /** Nobody in the family has seen them yet, whatever day they are due: "Baru". */
  unseen: AdminOrder[];
  /** The day's orders whose customer says they paid, waiting for the family's check. */
  payments: AdminOrder[];
  /** The rest of the day's open orders, by status; statuses without orders are left out. */
  byStatus: { status: OpenStatus; orders: AdminOrder[] }[];
  /** Completed and cancelled: done with, shown below. */
  closed: AdminOrder[];
}

/**
 * What needs the family first: unseen orders, then payments to check, then the day's orders
 * by status, the finished ones last. Each order shows once, in the first group it fits.
 * `unseen` is `GET /admin/orders/new`; an unseen order of the day's list counts too, should
 * that list be missing or cut short.
 */
export function groupBoard(day: readonly AdminOrder[], unseen: readonly AdminOrder[]): BoardGroups {
  const fresh = new Map(unseen.map((order) => [order.id, order]));
  for (const order of day) {
    if (order.acknowledged_at === null && !fresh.has(order.id)) fresh.set(order.id, order);
  }
  const seen = day.filter((order) => !fresh.has(order.id));
  const payments = seen.filter(needsPaymentCheck);
  const rest = seen.filter((order) => !payments.includes(order));
  return {
    unseen: [...fresh.values()].sort(earliestDueFirst),
    payments,
    byStatus: OPEN_STATUSES.map((status) => ({
      status,
      orders: rest.filter((order) => order.status === status),
    })).filter((group) => group.orders.length > 0),
    closed: rest.filter((order) => order.status === 'completed' || order.status === 'cancelled'),
  };
}
