import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { ModalDialog } from './modal-dialog';

export { DialogClose } from './modal-dialog';

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
 * A message that waits for an answer, in the middle of the screen, on the browser's own modal
 * dialog (ModalDialog): focus moves in and stays in, Escape and a tap beside it close it, and
 * focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  tone = 'default',
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      describedBy={descriptionId}
      className="m-auto w-[calc(100%-2rem)] max-w-md max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl"
    >
      <div className="p-6">
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
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            <p id={descriptionId} className="mt-2 text-ink">
              {description}
            </p>
          </div>
        </div>
        {children ? (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {children}
          </div>
        ) : null}
      </div>
    </ModalDialog>
  );
}
