import type { Order } from '@dapur/shared/orders';
import { LoadingText } from '../../../components/ui/spinner';
import { useRestaurant } from '../../../lib/restaurant';
import { useOrderQris } from '../api/get-order-qris';
import { paymentMessages } from '../messages';
import { ExactQrisPanel } from './exact-qris-panel';
import { QrisPanel } from './qris-panel';

/**
 * How this order is paid: the order's own code with its total in it when the restaurant has
 * stored its code as text; else (404, or the code cannot be had) the static picture, where
 * the customer types the amount, as before (decision 035).
 */
export function PaymentQris({ order }: { order: Pick<Order, 'id' | 'total_amount'> }) {
  const exact = useOrderQris(order.id);
  const restaurant = useRestaurant();

  if (exact.isPending) return <LoadingText>{paymentMessages.qrisLoading}</LoadingText>;
  if (exact.data) {
    return (
      <ExactQrisPanel
        orderId={order.id}
        qris={exact.data}
        restaurant={restaurant.data?.name ?? ''}
      />
    );
  }
  return <QrisPanel amount={order.total_amount} />;
}
