import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useModalSetup } from './modal-setup';

export type DialogTone = 'default' | 'warning' | 'danger';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The message itself; screen readers announce it with the title. */
  description: ReactNode;
  tone?: DialogTone;
  /** The dialog's buttons, last one first on phones. */
  children?: ReactNode;
}

const toneIconClasses: Record<DialogTone, string> = {
  default: 'bg-brand-50 text-brand-800',
  warning: 'bg-turmeric-400/25 text-brand-900',
  danger: 'bg-danger-50 text-danger-700',
};

/**
 * An accessible modal on Radix Dialog: focus moves in and stays in, Escape and the
 * overlay close it, and focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  tone = 'default',
  children,
}: DialogProps) {
  const { mounted, focusProps } = useModalSetup(open);
  if (!mounted) return null;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <RadixDialog.Content
          {...focusProps}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
          )}
        >
          <div className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className={clsx(
                'flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold',
                toneIconClasses[tone],
              )}
            >
              {tone === 'default' ? 'i' : '!'}
            </span>
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-bold text-ink">{title}</RadixDialog.Title>
              <RadixDialog.Description className="mt-2 text-ink">
                {description}
              </RadixDialog.Description>
            </div>
          </div>
          {children ? (
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              {children}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button in this to make it close the dialog it sits in. */
export const DialogClose = RadixDialog.Close;
