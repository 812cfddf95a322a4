import { useMe } from '../../features/auth/api/get-me';
import { useCart, useForgetCart } from '../../features/cart/api/get-cart';
import { CartOrderPage } from '../../features/orders/pages/cart-order-page';

function OrderFormCartRoute() {
  const { user } = useMe();
  const cart = useCart();
  const forgetCart = useForgetCart();
  return (
    <CartOrderPage
      profile={user}
      cart={{
        items: cart.data,
        failed: cart.isError && !cart.isFetching,
        reload: () => void cart.refetch(),
      }}
      onOrdered={forgetCart}
    />
  );
}

export { OrderFormCartRoute as Component };
