import { useQuery } from '@tanstack/react-query';
import { getOrders, ordersQueryKey } from '../../../lib/customer-orders';
import { useSessionStatus } from '../../../lib/use-session-status';

/**
 * The orders list, asked afresh when the page opens and only then: the payment page pays the
 * newest order (spec §4), and a list remembered from before the last order would name the
 * wrong one, while reloading it under the customer's thumb would only get in the way.
 */
export function useOrdersForPayment() {
  const signedIn = useSessionStatus() === 'signed-in';
  return useQuery({
    queryKey: ordersQueryKey,
    queryFn: getOrders,
    enabled: signedIn,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
