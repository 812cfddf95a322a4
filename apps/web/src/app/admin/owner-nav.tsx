import { NavLink } from 'react-router';
import { clsx } from 'clsx';

/** The family's pages, one tap away on a phone (a bar at the bottom) and on a desktop (the header). */
export const ownerNavItems = [
  { to: '/admin', label: 'Pesanan', end: true, icon: 'M4 5h16v14H4zM8 9h8M8 13h5' },
  {
    to: '/admin/menu',
    label: 'Menu',
    end: false,
    icon: 'M5 4v16M9 4v6a2 2 0 01-4 0M15 4c3 0 4 3 4 7h-4v9',
  },
  { to: '/admin/reports', label: 'Laporan', end: false, icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2' },
  { to: '/admin/suggestions', label: 'Saran', end: false, icon: 'M4 5h16v11H9l-5 4z' },
  {
    to: '/admin/settings',
    label: 'Toko',
    end: false,
    icon: 'M4 10l2-6h12l2 6M4 10v10h16V10M4 10h16M10 20v-5h4v5',
  },
] as const;

/** The count on the "Pesanan" tab; the link's name says it in words ("Pesanan, 2 pesanan baru"). */
function NewOrdersBadge({ count, placement }: { count: number; placement: 'bottom' | 'top' }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'min-w-6 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-6 font-bold text-white',
        placement === 'bottom' && 'absolute top-0.5 left-1/2 ml-1.5',
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function OwnerNav({
  placement,
  newOrders = 0,
}: {
  placement: 'bottom' | 'top';
  /** Orders nobody in the family has seen yet: a badge on "Pesanan", on every owner page. */
  newOrders?: number;
}) {
  return (
    <ul className={clsx('flex', placement === 'bottom' ? 'justify-around' : 'gap-1')}>
      {ownerNavItems.map((item) => {
        const badge = item.to === '/admin' && newOrders > 0;
        return (
          <li key={item.to} className={clsx(placement === 'bottom' && 'flex-1')}>
            <NavLink
              to={item.to}
              end={item.end}
              aria-label={badge ? `${item.label}, ${newOrders} pesanan baru` : undefined}
              className={({ isActive }) =>
                clsx(
                  'relative flex items-center rounded-lg font-semibold transition-colors',
                  placement === 'bottom'
                    ? 'min-h-14 flex-col justify-center gap-0.5 px-1 text-xs'
                    : 'min-h-11 gap-1.5 px-3 text-sm',
                  isActive
                    ? 'bg-brand-50 text-brand-900'
                    : 'text-ink hover:bg-cream-100 hover:text-brand-800',
                )
              }
            >
              {placement === 'bottom' ? (
                <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-6">
                  <path
                    d={item.icon}
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
              {item.label}
              {badge ? <NewOrdersBadge count={newOrders} placement={placement} /> : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
