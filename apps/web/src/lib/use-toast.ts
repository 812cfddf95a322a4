import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'success' | 'error';

export interface ToastLink {
  /** A path inside the app, e.g. `/orders/41`. */
  to: string;
  label: string;
}

export interface ToastMessage {
  tone: ToastTone;
  text: string;
  /** A way onwards, shown beside the text. */
  link?: ToastLink;
}

/** Long enough to read a sentence twice. */
export const TOAST_SUCCESS_MS = 5_000;

/**
 * One toast at a time: a success goes away by itself, an error stays until it is closed or
 * replaced, so nobody misses what went wrong. A toast with a link stays too: a link that
 * vanishes while someone reaches for it is no link.
 */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);

  const show = useCallback((next: ToastMessage) => {
    clearTimeout(timer.current);
    setToast(next);
    if (next.tone === 'success' && !next.link)
      timer.current = setTimeout(() => setToast(null), TOAST_SUCCESS_MS);
  }, []);

  return { toast, show, hide };
}
