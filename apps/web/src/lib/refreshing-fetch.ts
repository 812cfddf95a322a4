import { tokenStore } from './token-store';

export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Trades a refused (possibly expired) token for a new one; rejects when it cannot. */
export type RequestNewToken = (refusedToken: string) => Promise<string>;

// One refresh for every request that got a 401 at the same time (spec §4: one attempt).
let refreshInFlight: Promise<string | null> | null = null;

function refreshOnce(refusedToken: string, requestNewToken: RequestNewToken) {
  refreshInFlight ??= requestNewToken(refusedToken)
    .then((token) => {
      tokenStore.set(token);
      return token;
    })
    .catch(() => {
      tokenStore.clear('expired');
      return null;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** The token to repeat a refused request with, or null when there is none. */
async function tokenAfterRefusal(sentToken: string, requestNewToken: RequestNewToken) {
  const current = tokenStore.get();
  // Logged out meanwhile: nothing to refresh.
  if (current === null) return null;
  // Another request already refreshed while this one was on its way.
  if (current !== sentToken) return current;
  return refreshOnce(current, requestNewToken);
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * A fetch that handles a 401 to a request carrying a token with one refresh and one repeat
 * of the request with the new token. If the refresh fails the token is removed and the
 * original 401 is returned; a repeat that is refused again is returned as it is, so a
 * request is never tried a third time. ky's timeout wraps the whole exchange.
 */
export function createRefreshingFetch(
  send: FetchFunction,
  requestNewToken: RequestNewToken,
): FetchFunction {
  return async (input, init) => {
    const sentToken = input instanceof Request ? bearerToken(input) : null;
    if (!(input instanceof Request) || sentToken === null) return send(input, init);

    // The body can be read only once, so keep a copy for the repeat.
    const spare = input.clone();
    const response = await send(input, init);
    if (response.status !== 401) {
      void spare.body?.cancel();
      return response;
    }

    const token = await tokenAfterRefusal(sentToken, requestNewToken);
    if (token === null) return response;
    void response.body?.cancel();
    spare.headers.set('Authorization', `Bearer ${token}`);
    return send(spare, init);
  };
}
