import { cartQuantity, cartTotal, type CartItem } from '@dapur/shared/cart';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { LoginWall } from '../../../components/ui/login-wall';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { isHttpStatus } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useCreateOrder } from '../api/create-order';
import { ShopStatusNotice } from '../../../components/ui/shop-status-notice';
import { CartOrderSummary } from '../components/cart-order-summary';
import { OrderForm } from '../components/order-form';
import { OrderTotal } from '../components/order-total';
import type { DeliveryProfile, OrderChoices } from '../lib/order-form';
import { orderMessages } from '../messages';
import { BackLink } from '../../../components/ui/back-link';

/** The cart as this page needs it; the app hands it in from the cart feature. */
export interface CheckoutCart {
  items: CartItem[] | undefined;
  /** Loading failed and is not being tried again. */
  failed: boolean;
  /** Asks the server for the cart again. */
  reload: () => void;
}

export interface CartOrderPageProps {
  cart: CheckoutCart;
  profile?: DeliveryProfile;
  /** Called once the customer is on the payment page: the server has emptied the cart. */
  onOrdered: () => void;
}

function CartOrder({ cart, profile, onOrdered }: CartOrderPageProps) {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const idempotencyKey = useIdempotencyKey();
  const placed = create.isPending || create.isSuccess;

  if (!cart.items) {
    return cart.failed ? (
      <ErrorAlert message={orderMessages.cartLoadFailed} onRetry={cart.reload} />
    ) : (
      <LoadingText>{orderMessages.cartLoading}</LoadingText>
    );
  }
  if (cart.items.length === 0 && !placed) {
    return (
      <EmptyState
        message={orderMessages.cartEmpty}
        action={<LinkButton to="/foods">Lihat Menu</LinkButton>}
      />
    );
  }

  const items = cart.items;

  async function submit(body: OrderChoices) {
    try {
      await create.mutateAsync({ kind: 'cart', body, idempotencyKey: idempotencyKey(body) });
    } catch (error) {
      // Shown from create.error. A refused cart (a dish sold out meanwhile, 422) stays as the
      // server kept it; reloading it flags the dishes the server named.
      if (isHttpStatus(error, 422)) cart.reload();
      return;
    }
    // The cart is forgotten only after leaving, so this page never flashes "your cart is empty".
    await navigate('/payment', { replace: true });
    onOrdered();
  }

  return (
    <div className="flex flex-col gap-6">
      <CartOrderSummary items={items} />
      <OrderForm
        profile={profile}
        foodIds={items.map((item) => item.food_id)}
        missingFieldsMessage={orderMessages.completeAllFields}
        busy={placed}
        error={create.error}
        onSubmit={submit}
        summary={(deliveryFee) => (
          <OrderTotal
            amount={cartTotal(items)}
            deliveryFee={deliveryFee}
            label={`Total (${cartQuantity(items)} porsi)`}
          />
        )}
      />
    </div>
  );
}

/** /order-form-cart: the whole cart as one order (spec §2, §4). */
export function CartOrderPage(props: CartOrderPageProps) {
  useDocumentTitle('Pesan dari Keranjang');
  const signedIn = useSessionStatus() === 'signed-in';
  return (
    <PageContainer className="max-w-2xl">
      <BackLink to="/cart">Kembali ke Keranjang</BackLink>
      <PageHeader title="Pesan dari Keranjang" />
      <ShopStatusNotice className="mb-6" />
      {signedIn ? (
        <CartOrder {...props} />
      ) : (
        <LoginWall message={orderMessages.loginRequired} from="/cart" />
      )}
    </PageContainer>
  );
}
