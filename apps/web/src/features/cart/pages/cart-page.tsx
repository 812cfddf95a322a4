import { Link } from 'react-router';
import { cartMessages, type CartItem } from '@dapur/shared/cart';
import { QUANTITY_MAX, QUANTITY_MIN } from '@dapur/shared/limits';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { LoginWall } from '../../../components/ui/login-wall';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { ShopStatusNotice } from '../../../components/ui/shop-status-notice';
import { Toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { offlineLoadMessage, useOnline } from '../../../lib/use-online';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useToast } from '../../../lib/use-toast';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { useUnpaidOrder } from '../api/get-unpaid-order';
import { CartLine } from '../components/cart-line';
import { CartSummary, isBlocked } from '../components/cart-summary';
import { cartPageMessages } from '../messages';

/** An empty cart with an order still to pay: the way back to its payment page. */
function UnpaidOrderLink() {
  const unpaid = useUnpaidOrder(true).data;
  if (!unpaid) return null;
  return (
    <p className="mb-4 rounded-xl border border-turmeric-400 bg-turmeric-400/20 p-4 font-medium text-ink">
      {cartPageMessages.unpaidOrder}{' '}
      <Link
        to={`/payment?order=${unpaid.id}`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {cartPageMessages.payNow}
      </Link>
    </p>
  );
}

function CartContents() {
  const cart = useCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { toast, show, hide } = useToast();
  const online = useOnline();

  function changeQuantity(item: CartItem, jumlah: number) {
    // Spec §5: the quantity never goes below 1; the server is not asked.
    if (jumlah < QUANTITY_MIN) return show({ tone: 'error', text: cartMessages.quantityTooLow });
    if (jumlah > QUANTITY_MAX) return show({ tone: 'error', text: cartMessages.quantityTooHigh });
    hide();
    update.mutate(
      { id: item.id, jumlah },
      { onError: () => show({ tone: 'error', text: cartPageMessages.updateFailed }) },
    );
  }

  function changeNote(item: CartItem, note: string) {
    hide();
    update.mutate(
      { id: item.id, jumlah: item.jumlah, note },
      {
        // Another line of the dish has that note already (422): the server says so.
        onError: (error) =>
          show({ tone: 'error', text: getErrorMessage(error, cartPageMessages.noteFailed) }),
      },
    );
  }

  function removeBlocked(items: CartItem[]) {
    hide();
    for (const item of items.filter(isBlocked)) {
      remove.mutate(item.id, {
        onError: () => show({ tone: 'error', text: cartPageMessages.removeBlockedFailed }),
      });
    }
  }

  function removeLine(item: CartItem) {
    hide();
    remove.mutate(item.id, {
      onError: () => show({ tone: 'error', text: cartPageMessages.removeFailed }),
    });
  }

  const notice = toast ? (
    <Toast tone={toast.tone} onClose={hide}>
      {toast.text}
    </Toast>
  ) : null;

  // A failed reload keeps the list it had; only a cart never loaded shows the error.
  if (!cart.data) {
    return cart.isError && !cart.isFetching ? (
      <ErrorAlert
        message={online ? cartPageMessages.loadFailed : offlineLoadMessage('keranjang')}
        onRetry={() => void cart.refetch()}
      />
    ) : (
      <LoadingText>{cartPageMessages.loading}</LoadingText>
    );
  }
  if (cart.data.length === 0) {
    return (
      <>
        <UnpaidOrderLink />
        <EmptyState
          message={cartPageMessages.empty}
          action={<LinkButton to="/foods">Lihat Menu</LinkButton>}
        />
        {notice}
      </>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <ul aria-label="Isi keranjang" className="flex flex-col gap-3">
        {cart.data.map((item) => (
          <li key={item.id}>
            <CartLine
              item={item}
              onChangeQuantity={changeQuantity}
              onRemove={removeLine}
              onChangeNote={changeNote}
            />
          </li>
        ))}
      </ul>
      <CartSummary
        items={cart.data}
        onRemoveBlocked={() => removeBlocked(cart.data)}
        removing={remove.isPending}
      />
      {notice}
    </div>
  );
}

export function CartPage() {
  useDocumentTitle('Keranjang');
  const signedIn = useSessionStatus() === 'signed-in';
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title="Keranjang Belanja" />
      <ShopStatusNotice className="mb-6" />
      {signedIn ? (
        <CartContents />
      ) : (
        <LoginWall message={cartPageMessages.loginRequired} from="/cart" />
      )}
    </PageContainer>
  );
}
