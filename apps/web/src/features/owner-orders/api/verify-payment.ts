import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentResponseSchema,
  type Payment,
  type PaymentVerificationBody,
} from '@dapur/shared/schemas/orders';
import { apiClient } from '../../../lib/api-client';
import { isHttpStatus } from '../../../lib/api-error';
import { refetchOrders, storePayment } from './order-cache';

export type VerifyPaymentVariables = PaymentVerificationBody & { orderId: number };

export async function verifyPayment({
  orderId,
  verification,
}: VerifyPaymentVariables): Promise<Payment> {
  const body = await apiClient
    .put(`admin/payments/${orderId}/verification`, { json: { verification } })
    .json();
  return paymentResponseSchema.parse(body).data;
}

/** The family's check against their bank app; a payment is checked once (409 after that). */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (payment, { orderId }) => storePayment(queryClient, orderId, payment),
    onError: (error) => {
      if (isHttpStatus(error, 409)) void refetchOrders(queryClient);
    },
  });
}
