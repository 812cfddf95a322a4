import { orderStatusLabels, type Order } from '@dapur/shared/orders';
import { readablePhone } from '@dapur/shared/phone';
import {
  DeliveryFeeLine,
  ItemNote,
  OrderArrangementRows,
} from '../../../components/ui/order-arrangement';
import { ItemOptions } from '../../../components/ui/item-options';
import { Price } from '../../../components/ui/price';
import { clsx } from 'clsx';
import { formatDateTime } from '../../../lib/format-date';

/**
 * The order being paid: number, how and when, recipient, dishes with their options and notes, the
 * delivery fee and the amount to pay.
 */
export function OrderDetails({ order, className }: { order: Order; className?: string }) {
  const date = formatDateTime(order.created_at);
  return (
    <section
      aria-labelledby="order-title"
      className={clsx(
        'flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="order-title" className="text-lg font-bold text-ink">
            Pesanan #{order.id}
          </h2>
          {date ? <p className="text-sm text-ink-muted">{date}</p> : null}
        </div>
        <p className="rounded-full bg-cream-100 px-3 py-1 text-sm font-semibold text-brand-900">
          {orderStatusLabels[order.status]}
        </p>
      </div>

      <dl className="grid gap-2 text-ink sm:grid-cols-[8rem_1fr]">
        <OrderArrangementRows order={order} />
        <dt className="font-semibold">Nama</dt>
        <dd className="-mt-2 break-words sm:mt-0">{order.name}</dd>
        {order.fulfilment === 'pickup' ? null : (
          <>
            <dt className="font-semibold">Alamat</dt>
            <dd className="-mt-2 break-words whitespace-pre-line sm:mt-0">{order.address}</dd>
          </>
        )}
        <dt className="font-semibold">Telepon</dt>
        <dd className="-mt-2 sm:mt-0">{readablePhone(order.phone)}</dd>
      </dl>

      <ul
        aria-label="Isi pesanan"
        className="flex flex-col divide-y divide-cream-200 border-y border-cream-200"
      >
        {order.items.map((item, index) => (
          <li
            key={`${item.food_id ?? 'x'}-${index}`}
            className="flex items-start justify-between gap-4 py-3"
          >
            <span className="min-w-0 text-ink">
              {item.nama_menu} × {item.jumlah}
              <ItemOptions options={item.options} />
              <ItemNote note={item.note} />
            </span>
            <Price amount={item.harga_total} className="font-semibold text-ink" />
          </li>
        ))}
      </ul>

      <DeliveryFeeLine order={order} />

      <div className="flex items-baseline justify-between gap-4">
        <span className="font-semibold text-ink">Total Pembayaran</span>
        <Price amount={order.total_amount} className="text-2xl font-bold text-brand-800" />
      </div>
    </section>
  );
}
