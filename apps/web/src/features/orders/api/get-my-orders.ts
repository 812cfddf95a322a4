import { useQuery } from '@tanstack/react-query';
import { getOrders, ordersQueryKey } from '../../../lib/customer-orders';
import { useSessionStatus } from '../../../lib/use-session-status';
import { orderRefreshInterval } from '../lib/order-refresh';

/**
 * "Pesanan Saya": the customer's orders, newest first. The family moves them along in the
 * kitchen, so the list asks again every 10 s while the tab is in view (there is no customer
 * event stream), and at once when the customer comes back to the tab.
 */
export function useMyOrders() {
  const signedIn = useSessionStatus() === 'signed-in';
  return useQuery({
    queryKey: ordersQueryKey,
    queryFn: getOrders,
    enabled: signedIn,
    staleTime: 0,
    refetchInterval: orderRefreshInterval,
    refetchIntervalInBackground: false,
  });
}
