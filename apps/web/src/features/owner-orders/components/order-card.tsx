import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { formatTime } from '../lib/jakarta-time';
import { formatOrderAge } from '../lib/order-age';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { OrderDue } from './order-due';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';

/** Why a card stands out for a while: it just arrived, or its payment needs checking. */
export type Highlight = 'new' | 'payment';

const highlightLabels: Record<Highlight, string> = {
  new: 'Baru',
  payment: 'Cek pembayaran',
};

export interface OrderCardProps {
  order: AdminOrder;
  highlight?: Highlight | undefined;
  now: number;
  /** In "Baru", an order may be due on another day than the board's: its day is named. */
  withDueDay?: boolean;
}

/** One order on the board, readable at arm's length, with its next steps. */
export function OrderCard({ order, highlight, now, withDueDay = false }: OrderCardProps) {
  const headingId = `order-${order.id}-title`;
  const highlighted = highlight !== undefined;
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        highlighted
          ? 'border-turmeric-400 ring-4 ring-turmeric-400/60'
          : order.status === 'cancelled' || order.status === 'completed'
            ? 'border-cream-200 opacity-90'
            : 'border-cream-200',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <h3 id={headingId} className="text-2xl font-bold text-ink">
            <Link
              to={`/admin/orders/${order.id}`}
              className="inline-flex min-h-11 items-center rounded-lg underline-offset-4 hover:underline"
            >
              Pesanan #{order.id}
            </Link>
          </h3>
          <OrderDue order={order} withDay={withDueDay} />
          <p className="text-ink-muted">
            <time dateTime={order.created_at}>{formatTime(order.created_at)}</time> ·{' '}
            <span>{formatOrderAge(order.created_at, now)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {highlight ? (
            <span className="rounded-full bg-turmeric-400 px-3 py-1 text-sm font-bold text-bark-900">
              {highlightLabels[highlight]}
            </span>
          ) : null}
          <OrderStatusBadge status={order.status} />
        </div>
      </header>
      <OrderDetails order={order} headingLevel={4} />
      <OrderActions order={order} />
    </article>
  );
}
