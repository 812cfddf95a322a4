import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Below Tailwind's `sm` (640 px) the menu is a list of compact rows; from there up it is the
 * spec's grid. A phone in portrait is narrower, a tablet or a computer wider (decision 034).
 */
export const COMPACT_MENU_QUERY = '(max-width: 639.98px)';

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_MENU_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * What a page rendered on the server shows (src/entry-server.tsx): the server guesses from the
 * request whether a phone asked (decision 054); the grid where nothing says so.
 */
export const ServerCompactMenu = createContext(false);

/** Whether the screen is phone-wide; false where the browser cannot tell (the grid is the spec's). */
export function useCompactMenu(): boolean {
  const onServer = useContext(ServerCompactMenu);
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => onServer,
  );
}
