import { NavLink } from 'react-router';
import { clsx } from 'clsx';

/** The header's pages, labelled as the spec names them. */
export const mainNavItems = [
  { to: '/categories', label: 'Categories' },
  { to: '/foods', label: 'Foods' },
  { to: '/about', label: 'About' },
] as const;

export interface MainNavLinksProps {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

export function MainNavLinks({ orientation, onNavigate }: MainNavLinksProps) {
  return (
    <ul className={clsx('flex', orientation === 'horizontal' ? 'gap-1' : 'flex-col gap-1')}>
      {mainNavItems.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                'flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors',
                orientation === 'vertical' && 'w-full text-lg',
                isActive
                  ? 'bg-brand-50 text-brand-900'
                  : 'text-ink hover:bg-cream-100 hover:text-brand-800',
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
