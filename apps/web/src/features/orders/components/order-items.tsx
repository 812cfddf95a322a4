import type { Order } from '@dapur/shared/orders';
import { Price } from '../../../components/ui/price';

/** The dishes of an order with their quantities and line totals, then the total. */
export function OrderItems({ order }: { order: Pick<Order, 'items' | 'total_amount'> }) {
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
            </span>
            <Price amount={item.harga_total} className="text-ink" />
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-4">
        <span className="font-semibold text-ink">Total</span>
        <Price amount={order.total_amount} className="text-lg font-bold text-brand-800" />
      </p>
    </div>
  );
}
