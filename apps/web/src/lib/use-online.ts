import { useSyncExternalStore } from 'react';

/** The words the offline notice opens with (src/features/offline/messages.ts), for pages too. */
export const OFFLINE_OPENING = 'Anda sedang offline';

/**
 * A page's data that could not load because the phone is offline: said so, instead of a
 * load error that sounds like the shop's fault. It loads again on its own once the phone is
 * back online (TanStack Query refetches on reconnect).
 */
export function offlineLoadMessage(what: string): string {
  return `${OFFLINE_OPENING} — ${what} belum bisa dimuat. Halaman ini memuatnya lagi begitu ponsel tersambung.`;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Whether the browser says it is online (its online / offline events); online on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
