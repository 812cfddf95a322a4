/** The spec keeps the access token in browser storage under this key (spec §4). */
export const ACCESS_TOKEN_KEY = 'access_token';

/**
 * `signed-in` while a token is stored; `expired` once a token was removed because the server
 * would no longer accept it (and could not refresh it); `signed-out` otherwise.
 */
export type SessionStatus = 'signed-in' | 'signed-out' | 'expired';

const listeners = new Set<() => void>();
let endedByExpiry = false;

function notify() {
  for (const listener of listeners) listener();
}

// Another tab logging in or out changes this tab's session too.
function onStorage(event: StorageEvent) {
  if (event.key === ACCESS_TOKEN_KEY || event.key === null) {
    endedByExpiry = false;
    notify();
  }
}

// Storage can throw (private mode, blocked cookies); a missing token is the safe answer then.
export const tokenStore = {
  get(): string | null {
    try {
      return window.localStorage.getItem(ACCESS_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
    } catch {
      // The session then lasts only as long as the page; nothing else to do.
    }
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
    endedByExpiry = reason === 'expired';
    notify();
  },
  status(): SessionStatus {
    if (tokenStore.get() !== null) return 'signed-in';
    return endedByExpiry ? 'expired' : 'signed-out';
  },
  /** Calls `listener` whenever the token is stored or removed, here or in another tab. */
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};
