import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../api/logout';
import { ChevronDownIcon } from '../../../components/ui/icons';

export interface AccountMenuProps {
  /** The customer's name; 'Akun' until it has loaded. */
  name: string | undefined;
  /** One of the family that runs the shop: the menu also leads to their pages. */
  owner?: boolean;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

const itemClasses =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left font-medium text-ink hover:bg-cream-100 focus-visible:bg-cream-100';

/**
 * The header's account menu (WAI-ARIA menu button): Enter, Space or the arrow keys open it,
 * the arrows, Home, End and Tab move between its items, Escape closes it and returns focus.
 * It holds Profile, "Pesanan Saya", "Kelola toko" for an owner, and Log out.
 */
export function AccountMenu({ name, owner = false }: AccountMenuProps) {
  const logout = useLogout();
  const { pathname } = useLocation();
  // Like the mobile menu, it stays open only on the page where it was opened.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const [firstFocus, setFirstFocus] = useState<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  function openMenu(focus: 'first' | 'last') {
    setFirstFocus(focus);
    setOpenOnPath(pathname);
  }

  function close(returnFocus: boolean) {
    setOpenOnPath(null);
    if (returnFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    (firstFocus === 'first' ? list[0] : list[list.length - 1])?.focus();

    function closeOnOutsidePointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOnPath(null);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, firstFocus]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next = (index + 1) % list.length;
    const previous = (index - 1 + list.length) % list.length;
    const moves: Record<string, number> = {
      ArrowDown: next,
      ArrowUp: previous,
      Home: 0,
      End: list.length - 1,
      // Tab cycles inside the open menu too, so focus never slips behind it; Escape leaves.
      Tab: event.shiftKey ? previous : next,
    };
    if (event.key in moves) {
      event.preventDefault();
      list[moves[event.key] ?? 0]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-cream-300 bg-white text-sm font-semibold text-ink transition-colors hover:bg-cream-100 sm:max-w-[14rem] sm:px-3"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 shrink-0">
          <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" />
          <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeWidth="2" />
        </svg>
        {/* On a phone the icon stands for it, leaving the header room for the restaurant's name. */}
        <span className="max-sm:sr-only sm:truncate">{name ?? 'Akun'}</span>
        <ChevronDownIcon className="size-4 shrink-0 max-sm:hidden" />
      </button>

      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-40 mt-2 w-52 rounded-xl border border-cream-200 bg-white p-1 shadow-lg"
        >
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/profile"
              onClick={() => close(false)}
              className={itemClasses}
            >
              Profile
            </Link>
          </li>
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/orders"
              onClick={() => close(false)}
              className={itemClasses}
            >
              Pesanan Saya
            </Link>
          </li>
          {owner ? (
            <li role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                to="/admin"
                onClick={() => close(false)}
                className={itemClasses}
              >
                Kelola toko
              </Link>
            </li>
          ) : null}
          <li role="none">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close(false);
                logout();
              }}
              className={itemClasses}
            >
              Log out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
