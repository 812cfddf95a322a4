import { ORDER_MOVES, type OrderStatus } from '@dapur/shared/orders';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import type { CustomerStep } from './whatsapp-messages';

/** The button that moves an order on, named as what the cook does. */
export const nextStatusActions: Partial<
  Record<OrderStatus, { label: string; step: CustomerStep }>
> = {
  processing: { label: 'Mulai masak', step: 'cooking' },
  ready: { label: 'Siap diambil/diantar', step: 'ready' },
  completed: { label: 'Selesai', step: 'completed' },
};

/** The one move forward from `status` (cancelling is offered on its own), or null at the end. */
export function nextStatus(status: OrderStatus): ForwardStatus | null {
  return ORDER_MOVES[status].find(isForward) ?? null;
}

type ForwardStatus = Exclude<OrderStatus, 'pending' | 'cancelled'>;

function isForward(status: OrderStatus): status is ForwardStatus {
  return status !== 'pending' && status !== 'cancelled';
}

export function canCancel(status: OrderStatus): boolean {
  return ORDER_MOVES[status].includes('cancelled');
}

/** The customer says they paid and the family has not yet checked the bank app. */
export function needsPaymentCheck(order: Pick<AdminOrder, 'status' | 'payment'>): boolean {
  return (
    order.status !== 'cancelled' &&
    order.payment.status === 'completed' &&
    order.payment.verification === 'unverified'
  );
}
