import { formatRupiah, type Order, type PushPayload } from '@dapur/shared';
import { dueLabel } from '../../lib/order-due';

/** What a push tells of an order: whose, how much, and for when. */
export type PushedOrder = Pick<Order, 'id' | 'name' | 'total_amount' | 'scheduled_for'>;

/** `Siti Rahayu · Rp 55.000 · Secepatnya`, the due time worded as in the new-order email. */
function orderLine(order: PushedOrder): string {
  return [order.name, formatRupiah(order.total_amount), dueLabel(order.scheduled_for)].join(' · ');
}

/** To every owner's devices when an order is placed. */
export function newOrderPush(order: PushedOrder): PushPayload {
  return {
    type: 'order.created',
    order_id: order.id,
    title: `Pesanan baru #${order.id}`,
    body: orderLine(order),
    url: `/admin/orders/${order.id}`,
  };
}

/** To every owner's devices when a customer says they paid: the family checks their bank app. */
export function paymentClaimPush(order: PushedOrder): PushPayload {
  return {
    type: 'order.paid',
    order_id: order.id,
    title: `Pembayaran #${order.id} perlu dicek`,
    body: orderLine(order),
    url: `/admin/orders/${order.id}`,
  };
}
