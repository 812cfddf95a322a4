import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';

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

interface ShownToast {
  /** The `useToast` that showed it: only that one renders it. */
  owner: string;
  message: ToastMessage;
}

// One slot for the whole screen: a newer notice, from whichever page or layout, replaces the
// older one instead of stacking on it. Set only in the browser (events and effects).
let shown: ShownToast | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setShown(next: ShownToast | null) {
  clearTimeout(hideTimer);
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One toast at a time on the whole screen, the newest: a success goes away by itself, an
 * error stays until it is closed or replaced, so nobody misses what went wrong. A toast with
 * a link stays too: a link that vanishes while someone reaches for it is no link. `toast` is
 * the message this caller showed, while it is the one on screen.
 */
export function useToast() {
  const owner = useId();
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  const toast = current?.owner === owner ? current.message : null;

  // A page that goes takes its notice along, as it did when each page kept its own.
  useEffect(
    () => () => {
      if (shown?.owner === owner) setShown(null);
    },
    [owner],
  );

  const hide = useCallback(() => {
    if (shown?.owner === owner) setShown(null);
  }, [owner]);

  const show = useCallback(
    (next: ToastMessage) => {
      const entry = { owner, message: next };
      setShown(entry);
      if (next.tone === 'success' && !next.link)
        hideTimer = setTimeout(() => {
          if (shown === entry) setShown(null);
        }, TOAST_SUCCESS_MS);
    },
    [owner],
  );

  return { toast, show, hide };
}
