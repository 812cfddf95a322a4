import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { orderStatusLabels, paymentVerificationLabels, type Order } from '@dapur/shared/orders';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { LoginWall } from '../../../components/ui/login-wall';
import { Notice } from '../../../components/ui/notice';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { flashState } from '../../../lib/flash-notice';
import { parseId } from '../../../lib/parse-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useConfirmPayment } from '../api/confirm-payment';
import { useOrdersForPayment } from '../api/get-latest-order';
import { FoldedOrderDetails } from '../components/folded-order-details';
import { PaymentQris } from '../components/payment-qris';
import { paymentMessages } from '../messages';

/** An order already paid or cancelled: what became of it, and the way to follow it. */
function AlreadyHandled({ order }: { order: Order }) {
  const cancelled = order.status === 'cancelled';
  return (
    <div className="flex flex-col gap-4">
      <Notice tone={cancelled ? 'error' : 'success'}>
        {cancelled
          ? paymentMessages.cancelled
          : paymentMessages.alreadyPaid(
              paymentVerificationLabels[order.payment.verification],
              orderStatusLabels[order.status],
            )}
      </Notice>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to={`/orders/${order.id}`}>{paymentMessages.seeOrder(order.id)}</LinkButton>
        <LinkButton to="/" variant="secondary">
          Kembali ke Beranda
        </LinkButton>
      </div>
    </div>
  );
}

function PayOrder({ order }: { order: Order }) {
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const busy = confirm.isPending || confirm.isSuccess;

  function pay() {
    if (busy) return;
    confirm.mutate(order.id, {
      // Spec §4's steps are done (payment completed, order processing); the customer then
      // sees the order's page, its payment waiting for the family's check (decision 035).
      onSuccess: () =>
        void navigate(`/orders/${order.id}`, {
          replace: true,
          state: flashState({ tone: 'success', text: paymentMessages.paid }),
        }),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <PaymentQris order={order} />
      <div className="flex flex-col gap-3">
        {confirm.isError ? <Notice tone="error">{paymentMessages.processFailed}</Notice> : null}
        <Button size="lg" fullWidth disabled={busy} aria-busy={busy || undefined} onClick={pay}>
          {confirm.isPending ? <Spinner className="text-white" /> : null}
          Saya Sudah Bayar
        </Button>
      </div>
    </div>
  );
}

/**
 * The order to pay: the first of the orders list (spec §4), or the one "Pesanan Saya" sent
 * the customer here for (`/payment?order=41`).
 */
function LatestOrder() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const chosen = searchParams.has('order') ? parseId(searchParams.get('order') ?? '') : undefined;
  const orders = useOrdersForPayment();
  // Only a response asked for by this visit counts: an older list may predate the new order.
  const settled = orders.isFetchedAfterMount && !orders.isFetching;
  const failed = settled && orders.isError;

  useEffect(() => {
    // Spec §8: 'Failed to load order data', then home; the message goes along and shows there.
    if (failed) {
      void navigate('/', {
        replace: true,
        state: flashState({ tone: 'error', text: paymentMessages.loadFailed }),
      });
    }
  }, [failed, navigate]);

  if (!settled || failed || !orders.data)
    return <LoadingText>{paymentMessages.loading}</LoadingText>;

  const order =
    chosen === undefined
      ? orders.data[0]
      : orders.data.find((candidate) => candidate.id === chosen);
  if (!order) {
    return (
      <EmptyState
        message={paymentMessages.noOrder}
        action={<LinkButton to="/foods">Lihat Menu</LinkButton>}
      />
    );
  }
  return (
    // The way to pay first (on a phone, the first screen); the details after it, beside it
    // on a wide screen as before.
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      {order.status === 'pending' ? <PayOrder order={order} /> : <AlreadyHandled order={order} />}
      <FoldedOrderDetails order={order} />
    </div>
  );
}

/** /payment: the newest order (or the one asked for), paid by QRIS (spec §2, §4, §9). */
export function PaymentPage() {
  useDocumentTitle('Pembayaran');
  const { search } = useLocation();
  const signedIn = useSessionStatus() === 'signed-in';
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title="Pembayaran" />
      {signedIn ? (
        <LatestOrder />
      ) : (
        <LoginWall message={paymentMessages.loginRequired} from={`/payment${search}`} />
      )}
    </PageContainer>
  );
}
