import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '@dapur/shared/orders';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { LoginWall } from '../../../components/ui/login-wall';
import { Notice } from '../../../components/ui/notice';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { flashState } from '../../../lib/flash-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useConfirmPayment } from '../api/confirm-payment';
import { useOrdersForPayment } from '../api/get-latest-order';
import { OrderDetails } from '../components/order-details';
import { QrisPanel } from '../components/qris-panel';
import { orderStatusLabels } from '../lib/order-status';
import { paymentMessages } from '../messages';

function AlreadyHandled({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-4">
      <Notice tone={order.status === 'cancelled' ? 'error' : 'success'}>
        {order.status === 'cancelled'
          ? 'Pesanan ini telah dibatalkan.'
          : `Pembayaran pesanan ini sudah diterima. Status pesanan: ${orderStatusLabels[order.status]}.`}
      </Notice>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/">Kembali ke Beranda</LinkButton>
        <LinkButton to="/foods" variant="secondary">
          Lihat Menu
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
      onSuccess: () =>
        void navigate('/', {
          replace: true,
          state: flashState({ tone: 'success', text: paymentMessages.paid }),
        }),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <QrisPanel amount={order.total_amount} />
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

function LatestOrder() {
  const navigate = useNavigate();
  const orders = useOrdersForPayment();
  // Only an answer asked for by this visit counts: an older list may predate the new order.
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

  const order = orders.data[0];
  if (!order) {
    return (
      <EmptyState
        message={paymentMessages.noOrder}
        action={<LinkButton to="/foods">Lihat Menu</LinkButton>}
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <OrderDetails order={order} />
      {order.status === 'pending' ? <PayOrder order={order} /> : <AlreadyHandled order={order} />}
    </div>
  );
}

/** /payment: the newest order, paid by the restaurant's QRIS code (spec §2, §4, §9). */
export function PaymentPage() {
  useDocumentTitle('Pembayaran');
  const signedIn = useSessionStatus() === 'signed-in';
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title="Pembayaran" />
      {signedIn ? (
        <LatestOrder />
      ) : (
        <LoginWall message={paymentMessages.loginRequired} from="/payment" />
      )}
    </PageContainer>
  );
}
