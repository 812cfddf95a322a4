import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { OrderDetail } from '@dapur/shared/orders';
import { readablePhone } from '@dapur/shared/phone';
import { BackLink } from '../../../components/ui/back-link';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { LoginWall } from '../../../components/ui/login-wall';
import { OrderArrangementRows } from '../../../components/ui/order-arrangement';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { isNotFoundError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { parseId } from '../../../lib/parse-id';
import { useRestaurant } from '../../../lib/restaurant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useOrder } from '../api/get-order';
import { CancelOrderButton } from '../components/cancel-order-button';
import { OrderItems } from '../components/order-items';
import { CustomerStatusBadge } from '../components/customer-status-badge';
import { OrderTimeline } from '../components/order-timeline';
import { awaitingCheck, paymentLabel } from '../lib/order-labels';
import { orderQuestionUrl } from '../lib/order-whatsapp';
import { myOrdersMessages } from '../messages';

const cardClasses =
  'flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-5';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClasses}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A chat with the restaurant about this order, once its WhatsApp number is known. */
function AskOnWhatsapp({ order }: { order: OrderDetail }) {
  const restaurant = useRestaurant().data;
  if (!restaurant) return null;
  return (
    <a
      href={orderQuestionUrl(restaurant, order)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
    >
      Tanya restoran lewat WhatsApp
      <span className="sr-only"> (membuka tab baru)</span>
    </a>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const payable = order.status === 'pending' && order.payment.status === 'pending';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Pesanan #{order.id}
          </h1>
          <p className="mt-1 text-ink-muted">{formatDateTime(order.created_at)}</p>
        </div>
        <div aria-live="polite">
          <CustomerStatusBadge order={order} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card id="order-timeline-title" title="Status Pesanan">
          <OrderTimeline history={order.history} awaitingCheck={awaitingCheck(order)} />
          <AskOnWhatsapp order={order} />
        </Card>

        <div className="flex flex-col gap-6">
          <Card id="order-payment-title" title="Pembayaran">
            <p aria-live="polite" className="font-medium text-ink">
              {paymentLabel(order.payment)}
            </p>
            {order.payment.verification === 'rejected' ? (
              <p className="text-danger-700">{myOrdersMessages.paymentRejected}</p>
            ) : null}
            {payable ? (
              <>
                <LinkButton to={`/payment?order=${order.id}`} size="lg" fullWidth>
                  Bayar Sekarang
                </LinkButton>
                <CancelOrderButton orderId={order.id} />
              </>
            ) : null}
          </Card>

          <Card id="order-items-title" title="Isi Pesanan">
            <OrderItems order={order} />
          </Card>

          <Card
            id="order-recipient-title"
            title={order.fulfilment === 'pickup' ? 'Diambil oleh' : 'Dikirim ke'}
          >
            <dl className="grid gap-2 text-ink sm:grid-cols-[6rem_1fr]">
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
          </Card>
        </div>
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <div className="rounded-2xl border border-cream-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-ink">{myOrdersMessages.notFound}</h1>
      <p className="mt-2 text-ink-muted">Periksa nomor pesanan di daftar Pesanan Saya.</p>
    </div>
  );
}

function OrderContent({ orderId }: { orderId: number | null }) {
  const order = useOrder(orderId);
  const notFound = orderId === null || isNotFoundError(order.error);

  useDocumentTitle(
    order.data ? `Pesanan #${order.data.id}` : notFound ? myOrdersMessages.notFound : 'Pesanan',
  );

  if (notFound || orderId === null) return <NotFound />;
  // A failed refresh keeps the order it had; only an order never loaded shows the error.
  if (order.data) return <OrderView order={order.data} />;
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Pesanan #{orderId}
      </h1>
      {order.isError && !order.isFetching ? (
        <ErrorAlert message={myOrdersMessages.loadFailed} onRetry={() => void order.refetch()} />
      ) : (
        <LoadingText>{myOrdersMessages.loading}</LoadingText>
      )}
    </>
  );
}

function LoginNeeded({ from }: { from: string }) {
  useDocumentTitle('Pesanan');
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">Pesanan</h1>
      <LoginWall message={myOrdersMessages.loginRequired} from={from} />
    </>
  );
}

/**
 * /orders/{id}: one of the customer's orders, its status timeline kept up to date while the
 * page is open, the way to pay while the payment is still open, and a chat with the restaurant.
 */
export function OrderDetailPage() {
  const { orderId } = useParams();
  const signedIn = useSessionStatus() === 'signed-in';
  return (
    <PageContainer className="max-w-5xl">
      <BackLink to="/orders">Pesanan Saya</BackLink>
      {signedIn ? (
        <OrderContent orderId={parseId(orderId)} />
      ) : (
        <LoginNeeded from={`/orders/${orderId ?? ''}`} />
      )}
    </PageContainer>
  );
}
