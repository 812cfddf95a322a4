import { useCallback, useState } from 'react';

/** Open/closed state of the "log in first" warning that a visitor gets when trying to order. */
export function useLoginPrompt() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  return { show, dialogProps: { open, onOpenChange: setOpen } };
}
