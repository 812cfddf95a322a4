import { quoteLines } from '@dapur/shared/fields';
import { whatsappUrl } from '@dapur/shared/restaurant';
import type { Order } from '@dapur/shared/orders';
import { formatPrice } from '../../../lib/format-price';

/** A chat with the restaurant about one order, prefilled so the family knows which one. */
export function orderQuestionUrl(
  restaurant: { name: string; whatsapp: string },
  order: Pick<Order, 'id' | 'name' | 'total_amount'>,
): string {
  const text = [
    `Halo ${restaurant.name}, saya ingin bertanya tentang pesanan #${order.id}`,
    `atas nama ${quoteLines(order.name)} (total ${formatPrice(order.total_amount)}).`,
  ].join(' ');
  return whatsappUrl(restaurant.whatsapp, text);
}
