import { useRef, useState } from 'react';

/**
 * What every modal of ours (Dialog, BottomSheet) does around Radix Dialog:
 * - `mounted`: false until it first opens, so a closed modal renders nothing (a menu of
 *   twenty dishes has a dialog each, and a phone had to build all of them while the page
 *   started); once opened it stays, so that closing returns focus as Radix does.
 * - `focusProps` for `RadixDialog.Content`: Radix returns focus to its own Trigger, but ours
 *   open from any button (or from none, on a failed load), so remember what had focus and
 *   go back there.
 */
export function useModalSetup(open: boolean) {
  const openerRef = useRef<HTMLElement | null>(null);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return {
    mounted: open || opened,
    focusProps: {
      onOpenAutoFocus: () => {
        openerRef.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        if (openerRef.current?.isConnected) openerRef.current.focus();
      },
    },
  };
}
