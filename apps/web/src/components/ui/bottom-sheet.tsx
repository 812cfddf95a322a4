import { useId, type ReactNode } from 'react';
import { CloseCross, ModalDialog } from './modal-dialog';

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read with it. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal that rises from the bottom of a phone's screen, where the thumb is (a centred
 * card on wider screens), on the browser's own modal dialog (ModalDialog): focus moves in and
 * stays in, Escape, a tap above it and "Tutup" close it, and focus goes back to whatever
 * opened it.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
}: BottomSheetProps) {
  const titleId = useId();
  const descriptionId = useId();

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className="mx-0 mt-auto mb-0 w-full max-w-none max-h-[85dvh] overflow-y-auto rounded-t-2xl sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <div className="px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="min-w-0 pt-2">
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                {description}
              </p>
            ) : null}
          </div>
          <CloseCross className="-mr-1 flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-cream-100" />
        </div>
        {children}
      </div>
    </ModalDialog>
  );
}
