import { useId } from 'react';
import type { Order } from '@dapur/shared/orders';
import { LinkButton } from '../../../components/ui/link-button';
import { OrderArrangementRows } from '../../../components/ui/order-arrangement';
import { formatDateTime } from '../../../lib/format-date';
import { paymentLabel } from '../lib/order-labels';
import { OrderItems } from './order-items';
import { CustomerStatusBadge } from './customer-status-badge';

/** One order in "Pesanan Saya": when, what, how much, paid or not, and where it stands. */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const payable = order.status === 'pending' && order.payment.status === 'pending';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-ink">
            Pesanan #{order.id}
          </h2>
          <p className="text-sm text-ink-muted">{formatDateTime(order.created_at)}</p>
        </div>
        <CustomerStatusBadge order={order} />
      </div>
      <OrderItems order={order} />
      <dl className="grid gap-2 text-ink sm:grid-cols-[8rem_1fr]">
        <OrderArrangementRows order={order} />
        <dt className="font-semibold">Pembayaran</dt>
        <dd className="-mt-2 sm:mt-0">{paymentLabel(order.payment)}</dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <LinkButton to={`/orders/${order.id}`} variant="secondary" aria-describedby={titleId}>
          Lihat Detail
        </LinkButton>
        {payable ? (
          <LinkButton to={`/payment?order=${order.id}`} aria-describedby={titleId}>
            Bayar Sekarang
          </LinkButton>
        ) : null}
      </div>
    </article>
  );
}
