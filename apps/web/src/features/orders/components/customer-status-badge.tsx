import type { Order } from '@dapur/shared/orders';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { awaitingCheck } from '../lib/order-labels';
import { myOrdersMessages } from '../messages';

/**
 * The order's status as the customer reads it: after "Saya Sudah Bayar" it waits for the
 * family's check ("Menunggu dicek restoran") instead of reading "Diproses" as if confirmed.
 */
export function CustomerStatusBadge({ order }: { order: Pick<Order, 'status' | 'payment'> }) {
  return awaitingCheck(order) ? (
    <OrderStatusBadge status={order.status} label={myOrdersMessages.awaitingCheck} tone="pending" />
  ) : (
    <OrderStatusBadge status={order.status} />
  );
}
