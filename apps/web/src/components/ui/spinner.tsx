import type { ReactNode } from 'react';
import { clsx } from 'clsx';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={clsx('size-5 animate-spin text-brand-700', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A visible, announced loading message ("Memuat menu..."). */
export function LoadingText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={clsx('flex items-center gap-3 py-4 text-base text-ink-muted', className)}
    >
      <Spinner />
      <span>{children}</span>
    </p>
  );
}
