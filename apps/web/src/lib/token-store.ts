/** The spec keeps the access token in browser storage under this key (spec §4). */
export const ACCESS_TOKEN_KEY = 'access_token';

/**
 * `signed-in` while a token is stored; `expired` once a token was removed because the server
 * would no longer accept it (and could not refresh it); `signed-out` otherwise.
 */
export type SessionStatus = 'signed-in' | 'signed-out' | 'expired';

const listeners = new Set<() => void>();
let endedByExpiry = false;
/**
 * The token as last read or written: storage is read once per page, not by every component
 * that asks whether someone is signed in (a menu of twenty dishes asked twenty times while
 * it started). Kept in step by `set`, `clear` and other tabs' storage events.
 */
let known: { token: string | null } | undefined;
let followingOtherTabs = false;

/** From the first token known on, other tabs' changes replace it, whoever listens. */
function remember(token: string | null): void {
  known = { token };
  // A server rendering a page has no storage and no other tabs: no one is signed in there.
  if (followingOtherTabs || typeof window === 'undefined') return;
  followingOtherTabs = true;
  window.addEventListener('storage', onStorage);
}

function read(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

// Another tab logging in or out changes this tab's session too.
function onStorage(event: StorageEvent) {
  if (event.key === ACCESS_TOKEN_KEY || event.key === null) {
    known = undefined;
    endedByExpiry = false;
    notify();
  }
}

// Storage can throw (private mode, blocked cookies); a missing token is the safe answer then.
export const tokenStore = {
  get(): string | null {
    if (known === undefined) remember(read());
    return known?.token ?? null;
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
    } catch {
      // The session then lasts only as long as the page; nothing else to do.
    }
    remember(token);
    endedByExpiry = false;
    notify();
  },
  /** `expired` when the server refused the token, so pages can say the session ended. */
  clear(reason: 'logout' | 'expired' = 'logout'): void {
    try {
      window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
    remember(null);
    endedByExpiry = reason === 'expired';
    notify();
  },
  status(): SessionStatus {
    if (tokenStore.get() !== null) return 'signed-in';
    return endedByExpiry ? 'expired' : 'signed-out';
  },
  /** Calls `listener` whenever the token is stored or removed, here or in another tab. */
  subscribe(listener: () => void): () => void {
    // Storage events are heard from the first read on (`remember`); a listener that
    // subscribes before anything was read reads now, so that it hears them too.
    tokenStore.get();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
