import type { Order } from '@dapur/shared/orders';
import { DeliveryFeeLine, ItemNote } from '../../../components/ui/order-arrangement';
import { ItemOptions } from '../../../components/ui/item-options';
import { Price } from '../../../components/ui/price';

/**
 * The dishes of an order with their quantities, options, notes and line totals, the delivery fee of a
 * delivery, then the total.
 */
export function OrderItems({
  order,
}: {
  order: Pick<Order, 'items' | 'total_amount' | 'fulfilment' | 'delivery_fee'>;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label="Isi pesanan"
        className="flex flex-col divide-y divide-cream-200 border-y border-cream-200"
      >
        {order.items.map((item, index) => (
          <li
            key={`${item.food_id ?? 'x'}-${index}`}
            className="flex items-start justify-between gap-4 py-2"
          >
            <span className="min-w-0 text-ink">
              {item.nama_menu} × {item.jumlah}
              <ItemOptions options={item.options} />
              <ItemNote note={item.note} />
            </span>
            <Price amount={item.harga_total} className="text-ink" />
          </li>
        ))}
      </ul>
      <DeliveryFeeLine order={order} />
      <p className="flex items-baseline justify-between gap-4">
        <span className="font-semibold text-ink">Total</span>
        <Price amount={order.total_amount} className="text-lg font-bold text-brand-800" />
      </p>
    </div>
  );
}
