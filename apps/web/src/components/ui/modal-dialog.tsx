import { createContext, use, useLayoutEffect, useRef, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button } from './button';
import { CrossIcon } from './icons';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Id of the element naming the dialog. */
  labelledBy: string;
  /** Id of the element describing it, if any. */
  describedBy?: string;
  /** The classes of the dialog's box: where it sits, how wide, its corners. */
  className: string;
  children: ReactNode;
}

const CloseDialogContext = createContext<(() => void) | null>(null);

/**
 * The browser's own modal dialog (`<dialog>` opened with `showModal()`), under Dialog and
 * BottomSheet. The browser draws it above the page and makes the page behind inert (no tap,
 * Tab or screen reader reaches it), moves focus in, and closes it on Escape or a phone's back
 * gesture. Ours adds: a tap on the dimmed backdrop closes it, the page behind does not scroll
 * (index.css), and focus goes back to whatever had it when the dialog opened.
 */
export function ModalDialog({
  open,
  onOpenChange,
  labelledBy,
  describedBy,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  // Rendered only while open (a menu of twenty dishes has a dialog each, which a phone need
  // not build while the page starts): opened as it appears, and focus given back as it goes.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const { activeElement } = dialog.ownerDocument;
    openerRef.current = activeElement instanceof HTMLElement ? activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (openerRef.current?.isConnected) openerRef.current.focus();
    };
  }, [open]);

  if (!open) return null;
  const close = () => onOpenChange(false);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={clsx('bg-white text-ink shadow-xl backdrop:bg-ink/50', className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Closed through the state that opened it, not by the browser behind React's back.
        event.preventDefault();
        close();
      }}
      // The browser closed it (a phone's back gesture): the state follows.
      onClose={close}
      // Only a tap on the backdrop lands on the <dialog> itself: its box is all content.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <CloseDialogContext value={close}>{children}</CloseDialogContext>
    </dialog>
  );
}

/** A secondary button that closes the dialog it sits in ("Batal", "Kembali", "Tutup"). */
export function DialogClose({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  const close = use(CloseDialogContext);
  return (
    <Button variant="secondary" disabled={disabled} onClick={() => close?.()}>
      {children}
    </Button>
  );
}

/** The ✕ in a sheet's corner, named "Tutup". */
export function CloseCross({ className }: { className?: string }) {
  const close = use(CloseDialogContext);
  return (
    <button type="button" aria-label="Tutup" className={className} onClick={() => close?.()}>
      <CrossIcon />
    </button>
  );
}
