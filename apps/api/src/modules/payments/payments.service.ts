import { orderMessages, type Payment } from '@dapur/shared';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

export interface PaymentsServiceHooks {
  /** A customer said they paid (the first time): the family has a payment to check. */
  onClaimed?(orderId: number): void;
}

export function createPaymentsService(
  repository: PaymentsRepository,
  { onClaimed = () => {} }: PaymentsServiceHooks = {},
) {
  return {
    /**
     * The customer confirms they paid the QRIS code. Recorded once; confirming again
     * responds with the same completed payment and changes nothing (paid_at stays the first).
     */
    async complete(userId: number, orderId: number): Promise<Payment> {
      const paid = await repository.markCompleted(userId, orderId, new Date());
      if (paid) {
        onClaimed(orderId);
        return toPayment(paid);
      }
      const current = await repository.findByOrder(userId, orderId);
      if (!current) throw new NotFoundError('order_not_found', orderMessages.orderNotFound);
      if (current.orderStatus === 'cancelled') {
        throw new ConflictError('order_cancelled', orderMessages.orderCancelled);
      }
      return toPayment(current);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

function toPayment(row: PaymentRow): Payment {
  return { id: row.id, status: row.status, amount: row.amount, verification: row.verification };
}
