import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useRestaurant } from '../../../lib/restaurant';
import { MainNavLinks } from './main-nav-links';
import { SignInLink } from './sign-in-link';

export interface SiteHeaderProps {
  /**
   * The account corner, passed in by the app so this feature need not know about
   * sessions: the cart icon with its badge and the customer's menu, or Sign in for a visitor.
   * It stays in the header bar at every width, beside the mobile menu button.
   */
  account?: ReactNode;
}

/**
 * The restaurant's name beside the logo, whole: on a 360-px phone beside the account corner it
 * takes a second line rather than losing its end. Until the profile arrives a grey bar stands
 * in (never another restaurant's name); without a profile at all the link still says "Beranda".
 */
function RestaurantName() {
  const restaurant = useRestaurant();
  if (restaurant.data)
    return <span className="min-w-0 leading-tight break-words">{restaurant.data.name}</span>;
  if (restaurant.isError && !restaurant.isFetching) return <span>Beranda</span>;
  return (
    <>
      <span className="sr-only">Beranda</span>
      <span
        aria-hidden="true"
        className="h-5 w-36 min-w-0 shrink animate-pulse rounded bg-cream-200"
      />
    </>
  );
}

export function SiteHeader({ account = <SignInLink /> }: SiteHeaderProps) {
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened, so any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOnPath(null);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-cream-200 bg-cream-50/95 backdrop-blur supports-[backdrop-filter]:bg-cream-50/85">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-2 px-4 py-1 sm:px-6">
        <Link
          to="/"
          className="mr-auto flex min-h-11 min-w-0 items-center gap-2 rounded-lg text-base font-bold text-ink sm:text-lg"
        >
          <img src="/logo.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
          <RestaurantName />
        </Link>

        <nav aria-label="Menu utama" className="hidden md:block">
          <MainNavLinks orientation="horizontal" />
        </nav>

        <div className="flex shrink-0 items-center gap-2 md:ml-2">{account}</div>

        {/* A form's action: a tap before the page has hydrated is carried out once it has
            (React's form replay), so the menu opens however early it is pressed. */}
        <form
          action={() => setOpenOnPath(menuOpen ? null : pathname)}
          className="shrink-0 md:hidden"
        >
          <button
            ref={toggleRef}
            type="submit"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-cream-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
              {menuOpen ? (
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </form>
      </div>

      <nav
        id={menuId}
        aria-label="Menu utama"
        hidden={!menuOpen}
        className="border-t border-cream-200 px-4 py-3 md:hidden"
      >
        <MainNavLinks orientation="vertical" onNavigate={() => setOpenOnPath(null)} />
      </nav>
    </header>
  );
}
