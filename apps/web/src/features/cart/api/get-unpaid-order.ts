import { useQuery } from '@tanstack/react-query';
import type { Order } from '@dapur/shared/orders';
import { getOrders, ordersQueryKey } from '../../../lib/customer-orders';

/** The newest order still waiting to be paid, if any. */
function unpaidIn(orders: Order[]): Order | null {
  return (
    orders.find((order) => order.status === 'pending' && order.payment.status === 'pending') ?? null
  );
}

/**
 * For an empty cart: the order the customer has not paid yet (the cart empties as an order is
 * placed, so the back button from the payment page lands here). Asked only when `enabled`.
 */
export function useUnpaidOrder(enabled: boolean) {
  return useQuery({ queryKey: ordersQueryKey, queryFn: getOrders, enabled, select: unpaidIn });
}
