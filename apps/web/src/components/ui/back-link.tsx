import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { LinkButton } from './link-button';

/** "← Kembali ke …": the way back, above a page's title (`spaced` leaves room below it). */
export function BackLink({
  to,
  children,
  spaced = true,
}: {
  to: string;
  children: ReactNode;
  spaced?: boolean;
}) {
  return (
    <LinkButton to={to} variant="ghost" className={clsx('-ml-3 self-start', spaced && 'mb-6')}>
      <span aria-hidden="true">←</span>
      {children}
    </LinkButton>
  );
}
