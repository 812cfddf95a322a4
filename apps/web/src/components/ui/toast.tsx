import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { ToastLink, ToastTone } from '../../lib/use-toast';
import { CrossIcon } from './icons';

export interface ToastProps {
  tone: ToastTone;
  children: ReactNode;
  /** A way onwards; following it closes the toast. */
  link?: ToastLink;
  onClose: () => void;
}

/**
 * A short notice at the top of the screen, just under the header: it never covers what the
 * thumb reaches for at the bottom (the order buttons, "Simpan Perubahan", the cart bar, the
 * family's tab bar), and it is seen wherever the page is scrolled. Announced when it appears:
 * politely for a success (role=status), at once for an error (role=alert). A layout whose
 * header is not the customer's 4rem sets `--header-height`.
 */
export function Toast({ tone, children, link, onClose }: ToastProps) {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[calc(var(--header-height,4rem)_+_0.5rem)] z-40 flex justify-center px-4">
      <div
        className={clsx(
          'pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-xl border py-1 pr-1 pl-4 shadow-lg',
          tone === 'error'
            ? 'border-danger-700/30 bg-danger-50 text-danger-700'
            : 'border-green-700/30 bg-green-50 text-green-800',
        )}
      >
        <div className="flex flex-1 flex-col items-start py-2">
          <p role={tone === 'error' ? 'alert' : 'status'} className="font-medium">
            {children}
          </p>
          {link ? (
            <Link
              to={link.to}
              onClick={onClose}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {link.label}
            </Link>
          ) : null}
        </div>
        <button
          type="button"
          aria-label="Tutup pemberitahuan"
          onClick={onClose}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
        >
          <CrossIcon />
        </button>
      </div>
    </div>
  );
}
