import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { useCartQuantity } from '../api/get-cart';

/** What the badge can show in its small circle. */
const BADGE_MAX = 99;

/**
 * The header's cart icon (spec §2). The badge counts every portion in the cart, read from
 * the cart query, so it changes the moment the cart does; it is hidden while the cart is empty.
 */
export function CartLink() {
  const quantity = useCartQuantity();
  return (
    <NavLink
      to="/cart"
      aria-label={quantity > 0 ? `Keranjang (${quantity} item)` : 'Keranjang'}
      className={({ isActive }) =>
        clsx(
          'relative flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors',
          isActive ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-cream-100',
        )
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-6">
        <path
          d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.3h8.7a1.5 1.5 0 0 0 1.5-1.2L21 8H6.2"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      {quantity > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-none font-bold text-white tabular-nums ring-2 ring-cream-50"
        >
          {quantity > BADGE_MAX ? `${BADGE_MAX}+` : quantity}
        </span>
      ) : null}
    </NavLink>
  );
}
