import { Link } from 'react-router';
import { cartQuantity, cartTotal } from '@dapur/shared/cart';
import { formatPrice } from '../../../lib/format-price';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useMenuCart } from '../hooks/menu-cart-context';
import { cartBarText } from '../lib/menu-cart';
import { catalogMessages } from '../messages';

/**
 * "3 item · Rp 57.000" pinned to the bottom of a phone's menu while the cart holds anything;
 * a tap opens the cart. A space under the list keeps the last dish from hiding behind it;
 * the page's notices show at the top, clear of it.
 */
export function CartBar() {
  const signedIn = useSessionStatus() === 'signed-in';
  const items = useMenuCart()?.items;
  const quantity = signedIn && items ? cartQuantity(items) : 0;
  if (quantity === 0 || !items) return null;
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <div className="fixed inset-x-0 bottom-0 z-30 px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <Link
          to="/cart"
          className="mx-auto flex min-h-12 max-w-md items-center justify-between gap-3 rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 active:bg-brand-900"
        >
          <span className="tabular-nums">
            {cartBarText(quantity, formatPrice(cartTotal(items)))}
          </span>
          <span className="flex items-center gap-1">
            {catalogMessages.openCart}
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5">
              <path
                d="M9 6l6 6-6 6"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        </Link>
      </div>
    </>
  );
}
