import { fulfilmentLabels } from '@dapur/shared/ordering';
import type { Order } from '@dapur/shared/orders';
import { dueLabel } from '../../lib/order-due';
import { Price } from './price';

/**
 * How and when an order was asked for, as rows of a `<dl>`: delivered or picked up, the due
 * time ("Secepatnya" or the time chosen) and the customer's note when there is one.
 */
export function OrderArrangementRows({
  order,
}: {
  order: Pick<Order, 'fulfilment' | 'scheduled_for' | 'note'>;
}) {
  return (
    <>
      <dt className="font-semibold">Cara</dt>
      <dd className="-mt-2 sm:mt-0">{fulfilmentLabels[order.fulfilment]}</dd>
      <dt className="font-semibold">Waktu</dt>
      <dd className="-mt-2 sm:mt-0">{dueLabel(order)}</dd>
      {order.note ? (
        <>
          <dt className="font-semibold">Catatan</dt>
          <dd className="-mt-2 break-words sm:mt-0">{order.note}</dd>
        </>
      ) : null}
    </>
  );
}

/** One dish's note under its name on an order ("Catatan: sambal dipisah"). */
export function ItemNote({ note }: { note: string }) {
  if (!note) return null;
  return <span className="block text-sm break-words text-ink-muted">Catatan: {note}</span>;
}

/** A delivery's fee as its own line above the total ("Gratis" when none); nothing for a pickup. */
export function DeliveryFeeLine({ order }: { order: Pick<Order, 'fulfilment' | 'delivery_fee'> }) {
  if (order.fulfilment !== 'delivery') return null;
  return (
    <p className="flex items-baseline justify-between gap-4 text-ink">
      <span>Ongkos kirim</span>
      {order.delivery_fee > 0 ? <Price amount={order.delivery_fee} /> : <span>Gratis</span>}
    </p>
  );
}
