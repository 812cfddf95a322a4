import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { useLogout } from '../../features/auth/api/logout';
import { OrderEventsProvider } from '../../features/owner-orders/api/order-events-provider';
import { useNewOrders } from '../../features/owner-orders/api/get-new-orders';
import { useRestaurant } from '../../lib/restaurant';
import { useSessionStatus } from '../../lib/use-session-status';
import { FlashNotice } from '../flash-notice';
import { OwnerGate } from './owner-gate';
import { OwnerNav } from './owner-nav';

/**
 * The family's side of the shop under /admin: a header of its own, the pages behind the
 * owner gate, and on a phone a bar of the five pages at the bottom, in thumb's reach, the
 * "Pesanan" tab counting the orders nobody has seen yet. One live order stream serves every
 * page (it keeps that count, the board and an open order fresh).
 * Its code loads only when an owner opens it: customers never download it.
 */
export function OwnerLayout() {
  const { pathname, search } = useLocation();
  const restaurant = useRestaurant();
  const logout = useLogout();
  const { user } = useMe();
  const newOrders = useNewOrders({ enabled: user?.role === 'owner' });
  const unseen = newOrders.data?.length ?? 0;
  // Only someone signed in can sign out: a visitor sees the login prompt, not "Keluar".
  const signedIn = useSessionStatus() === 'signed-in';

  return (
    <div className="flex min-h-dvh flex-col pb-16 [--header-height:3.5rem] md:pb-0 print:min-h-0 print:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg print:hidden bg-white font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3"
      >
        Langsung ke konten
      </a>
      <header className="sticky top-0 z-30 border-b border-cream-200 bg-white print:hidden">
        <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-2 px-4 py-1 sm:px-6">
          <Link
            to="/admin"
            className="mr-auto flex min-h-11 min-w-0 items-center gap-2 rounded-lg font-bold text-ink"
          >
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
            {/* On a phone the badge goes under the name, which stays whole (a second line
                rather than an ellipsis). */}
            <span className="flex min-w-0 flex-col items-start sm:flex-row sm:items-center sm:gap-2">
              <span className="leading-tight break-words">{restaurant.data?.name ?? 'Toko'}</span>{' '}
              <span className="rounded-full bg-turmeric-400/30 px-2 py-0.5 text-xs font-semibold text-bark-900">
                Pemilik
              </span>
            </span>
          </Link>
          <nav aria-label="Menu pemilik" className="hidden md:block">
            <OwnerNav placement="top" newOrders={unseen} />
          </nav>
          <Link
            to="/"
            className="flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-brand-800 hover:bg-cream-100"
          >
            Lihat toko
          </Link>
          {signedIn ? (
            <button
              type="button"
              onClick={logout}
              className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-medium text-ink hover:bg-cream-100 sm:px-3"
            >
              {/* On a phone the icon alone, leaving the restaurant's name its room. */}
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 shrink-0">
                <path
                  d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="max-sm:sr-only">Keluar</span>
            </button>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 print:max-w-none print:p-0">
          <OwnerGate from={`${pathname}${search}`}>
            <OrderEventsProvider>
              <Outlet />
            </OrderEventsProvider>
          </OwnerGate>
        </div>
      </main>
      <nav
        aria-label="Menu pemilik"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-cream-200 bg-white px-1 pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
      >
        <OwnerNav placement="bottom" newOrders={unseen} />
      </nav>
      <FlashNotice />
      <ScrollRestoration />
    </div>
  );
}
