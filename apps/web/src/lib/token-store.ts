/** The spec keeps the access token in browser storage under this key (spec §4). */
export const ACCESS_TOKEN_KEY = 'access_token';

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
  },
  clear(): void {
    try {
      window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
