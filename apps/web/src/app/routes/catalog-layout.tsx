import { useCallback, useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ORDER_QUANTITY } from '@dapur/shared/limits';
import { ShopStatusBanner } from '../../components/ui/shop-status-notice';
import { Toast } from '../../components/ui/toast';
import { isHttpStatus } from '../../lib/api-error';
import { categoriesQueryKey, foodsQueryKey } from '../../lib/menu-query-keys';
import { getErrorMessage } from '../../lib/error-message';
import { useToast } from '../../lib/use-toast';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { useMenuCartActions } from './use-menu-cart-actions';
import { addedText, usePendingAdd } from './use-pending-add';
import { cartPageMessages } from '../../features/cart/messages';
import { MenuCartContext } from '../../features/catalog/hooks/menu-cart-context';
import {
  OrderActionsContext,
  type OrderActions,
} from '../../features/catalog/hooks/order-actions-context';
import type { OrderRequest } from '../../features/orders/lib/order-request';

/**
 * Around the pages with "Tambah ke Keranjang" and "Pesan Sekarang" (/foods, /foods/{id},
 * /categories/{id}): the first adds one portion to the cart and says how it went, the second
 * opens the order form with the dish, its options and one portion (spec §9). A dish refused
 * because it sold out or an option is not to be had (422) or it left the menu (404) since the
 * page loaded: the server's message shows, and the menu loads again so the page shows it as
 * it now is. A dish a visitor tapped "Tambah" on before logging in is added here once they are
 * signed in. While the shop is closed or
 * paused, a strip above each of these pages says so and when it opens again.
 */
function CatalogLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: addToCart } = useAddToCart();
  const { toast, show, hide } = useToast();
  const menuCart = useMenuCartActions(show);

  const refused = useCallback(
    (error: unknown) => {
      show({ tone: 'error', text: getErrorMessage(error, cartPageMessages.addFailed) });
      if (isHttpStatus(error, 422) || isHttpStatus(error, 404)) {
        void queryClient.invalidateQueries({ queryKey: foodsQueryKey });
        void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
      }
    },
    [queryClient, show],
  );
  // The dish a visitor was adding before they signed up or logged in.
  usePendingAdd(addToCart, (line) => show({ tone: 'success', text: addedText(line) }), refused);

  const actions = useMemo<OrderActions>(
    () => ({
      onAddToCart: (food, note, options, quantity) =>
        addToCart({ foodId: food.id, note, options, quantity }).then(
          () => {
            show({ tone: 'success', text: cartPageMessages.added(food.nama) });
            return true;
          },
          (error: unknown) => {
            refused(error);
            return false;
          },
        ),
      onOrderNow: (food, note = '', options = [], quantity = DEFAULT_ORDER_QUANTITY) => {
        const request: OrderRequest = {
          foodId: food.id,
          quantity,
          note: note.trim(),
          options,
        };
        void navigate('/order-form', { state: request });
      },
    }),
    [addToCart, navigate, refused, show],
  );

  return (
    <OrderActionsContext value={actions}>
      <ShopStatusBanner />
      <MenuCartContext value={menuCart}>
        <Outlet />
      </MenuCartContext>
      {toast ? (
        <Toast tone={toast.tone} onClose={hide}>
          {toast.text}
        </Toast>
      ) : null}
    </OrderActionsContext>
  );
}

export { CatalogLayout as Component };
