import { useParams } from 'react-router';
import { orderMessages } from '@dapur/shared/orders';
import { BackLink } from '../../../components/ui/back-link';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingText } from '../../../components/ui/spinner';
import { isNotFoundError } from '../../../lib/api-error';
import { parseId } from '../../../lib/parse-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminOrder } from '../api/get-admin-order';
import { useOrderEvents } from '../api/use-order-events';
import { CustomerAccount } from '../components/customer-account';
import { LiveStatus } from '../components/live-status';
import { OrderActions } from '../components/order-actions';
import { OrderDetails } from '../components/order-details';
import { OrderDue } from '../components/order-due';
import { OrderTimeline } from '../components/order-timeline';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { useNow } from '../hooks/use-now';
import { formatDateTime } from '../lib/jakarta-time';
import { formatOrderAge } from '../lib/order-age';
import { orderPageMessages } from '../messages';

const sectionClasses =
  'flex flex-col gap-3 rounded-2xl border border-cream-200 bg-white p-4 sm:p-5';

function OrderView({ id }: { id: number }) {
  const order = useAdminOrder(id);
  const stream = useOrderEvents();
  const now = useNow(30_000);

  if (!order.data) {
    if (order.isError && !order.isFetching) {
      return isNotFoundError(order.error) ? (
        <EmptyState message={orderMessages.orderNotFound} />
      ) : (
        <ErrorAlert message={orderPageMessages.loadFailed} onRetry={() => void order.refetch()} />
      );
    }
    return <LoadingText>{orderPageMessages.loading}</LoadingText>;
  }

  const detail = order.data;
  const cancelReason = detail.history.findLast((entry) => entry.status === 'cancelled')?.reason;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={detail.status} />
          <p className="text-ink-muted">
            <time dateTime={detail.created_at}>{formatDateTime(detail.created_at)}</time> ·{' '}
            {formatOrderAge(detail.created_at, now)}
          </p>
        </div>
        <OrderDue order={detail} withDay />
        <LiveStatus status={stream} />
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section aria-labelledby="order-details-title" className={sectionClasses}>
          <h2 id="order-details-title" className="text-xl font-bold text-ink">
            Rincian pesanan
          </h2>
          <OrderDetails order={detail} />
          <OrderActions order={detail} cancelReason={cancelReason} />
        </section>
        <div className="flex flex-col gap-5">
          <section aria-labelledby="order-account-title" className={sectionClasses}>
            <h2 id="order-account-title" className="text-xl font-bold text-ink">
              {orderPageMessages.account}
            </h2>
            <CustomerAccount customer={detail.customer} />
          </section>
          <section aria-labelledby="order-history-title" className={sectionClasses}>
            <h2 id="order-history-title" className="text-xl font-bold text-ink">
              {orderPageMessages.history}
            </h2>
            <OrderTimeline history={detail.history} />
          </section>
        </div>
      </div>
    </div>
  );
}

/** `/admin/orders/:id`: one order with its actions, the customer's account and its timeline. */
export function OrderPage() {
  const id = parseId(useParams().id);
  useDocumentTitle(id === null ? 'Pesanan' : `Pesanan #${id}`);
  return (
    <div className="flex flex-col">
      <BackLink to="/admin">{orderPageMessages.back}</BackLink>
      <h1 className="mb-3 text-3xl font-bold tracking-tight text-ink">
        {id === null ? 'Pesanan' : `Pesanan #${id}`}
      </h1>
      {id === null ? <EmptyState message={orderMessages.orderNotFound} /> : <OrderView id={id} />}
    </div>
  );
}
