import { ASAP_LABEL } from '@dapur/shared/ordering';
import type { Order } from '@dapur/shared/orders';
import { formatDateTime } from './format-date';

/** When the order is due: "Secepatnya", or "11 Juni 2026 pukul 12.00" in Asia/Jakarta. */
export function dueLabel(order: Pick<Order, 'scheduled_for'>): string {
  return order.scheduled_for ? formatDateTime(order.scheduled_for) : ASAP_LABEL;
}
