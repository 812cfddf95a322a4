import { useMutation } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type CartOrderBody,
  type DirectOrderBody,
  type Order,
} from '@dapur/shared/orders';
import { dataIn } from '../../../lib/answer-fields';
import { apiClient } from '../../../lib/api-client';

export type CreateOrderRequest =
  | { kind: 'direct'; body: DirectOrderBody; idempotencyKey: string }
  | { kind: 'cart'; body: CartOrderBody; idempotencyKey: string };

/** Resolves to the new order, or undefined when the response did not include it. */
export async function createOrder({
  kind,
  body,
  idempotencyKey,
}: CreateOrderRequest): Promise<Order | undefined> {
  const responseBody = await apiClient
    .post(`orders/${kind}`, { json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    .json();
  return dataIn<Order>(responseBody);
}

/** POST /orders/direct or /orders/cart; the payment page then reads the orders list afresh. */
export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
