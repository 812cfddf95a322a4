import {
  cancelReasons,
  paymentStatusLabels,
  paymentVerificationLabels,
  type Order,
  type Payment,
} from '@dapur/shared/orders';

/**
 * The payment as the customer should read it: not paid yet, or paid and what the family's
 * check against their bank app found ("Belum dicek" until they look).
 */
export function paymentLabel(payment: Pick<Payment, 'status' | 'verification'>): string {
  if (payment.status === 'pending') return paymentStatusLabels.pending;
  return `${paymentStatusLabels.completed} — ${paymentVerificationLabels[payment.verification]}`;
}

/** A cancel reason the family picked from the list reads as its label; their own words as they are. */
export function cancelReasonLabel(reason: string): string {
  return reason in cancelReasons ? cancelReasons[reason as keyof typeof cancelReasons] : reason;
}

/**
 * Whether the customer said they paid and the family has not checked it yet: the server
 * already moved the order to processing (spec §4), but nothing is confirmed to the customer.
 */
export function awaitingCheck(order: Pick<Order, 'status' | 'payment'>): boolean {
  return (
    order.status === 'processing' &&
    order.payment.status === 'completed' &&
    order.payment.verification === 'unverified'
  );
}
