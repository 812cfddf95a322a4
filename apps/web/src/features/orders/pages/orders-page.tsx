import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { LoginWall } from '../../../components/ui/login-wall';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { offlineLoadMessage, useOnline } from '../../../lib/use-online';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { myOrdersMessages } from '../messages';

function OrderList() {
  const orders = useMyOrders();
  const online = useOnline();
  // A failed refresh keeps the list it had; only a list never loaded shows the error.
  if (!orders.data) {
    return orders.isError && !orders.isFetching ? (
      <ErrorAlert
        message={online ? myOrdersMessages.loadFailed : offlineLoadMessage('pesanan Anda')}
        onRetry={() => void orders.refetch()}
      />
    ) : (
      <LoadingText>{myOrdersMessages.loading}</LoadingText>
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        message={myOrdersMessages.empty}
        action={<LinkButton to="/foods">Lihat Menu</LinkButton>}
      />
    );
  }
  return (
    <ul aria-label="Daftar pesanan" className="flex flex-col gap-4">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

/** /orders, "Pesanan Saya": the customer's orders, newest first, kept up to date while open. */
export function OrdersPage() {
  useDocumentTitle('Pesanan Saya');
  const signedIn = useSessionStatus() === 'signed-in';
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Pesanan Saya"
        description="Status pesanan diperbarui sendiri selama halaman ini terbuka."
      />
      {signedIn ? (
        <OrderList />
      ) : (
        <LoginWall message={myOrdersMessages.loginRequired} from="/orders" />
      )}
    </PageContainer>
  );
}
