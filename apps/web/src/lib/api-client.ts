import ky, { type Options } from 'ky';
import { REQUEST_TIMEOUT_MS } from '@dapur/shared/limits';
import { ApiError, readErrorBody } from './api-error';
import { fetchOrNetworkError, sendRequestsThrough } from './fetch-or-network-error';
import { createRefreshingFetch } from './refreshing-fetch';
import { tokenStore } from './token-store';

/**
 * The page's own origin in the browser. A server has no page to resolve `/api` against:
 * there the requests name a host of their own, which `sendApiRequestsThrough` receives.
 */
const API_PREFIX = import.meta.env.SSR ? 'http://dapur.server/api' : '/api';

/** The server's renderer sends the app's requests into the API (src/entry-server.tsx). */
export const sendApiRequestsThrough = sendRequestsThrough;

// Retries are TanStack Query's job, so ky does not retry.
const sharedOptions = {
  prefixUrl: API_PREFIX,
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeError: [async (error) => new ApiError(error, await readErrorBody(error.response))],
  },
} satisfies Options;

/**
 * For the calls that must not carry the customer's token (spec §7): login, register,
 * forgot and reset password. Refresh and logout use it too, naming the token themselves.
 */
export const publicApiClient = ky.create({ ...sharedOptions, fetch: fetchOrNetworkError });

async function requestNewToken(refusedToken: string): Promise<string> {
  const body = await publicApiClient
    .post('auth/refresh', { headers: { Authorization: `Bearer ${refusedToken}` } })
    .json<{ access_token?: unknown }>();
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new Error('The refresh response holds no access token.');
  }
  return body.access_token;
}

/** The one HTTP client for `/api`: bearer token, 10 s timeout, one refresh on a 401. */
export const apiClient = ky.create({
  ...sharedOptions,
  fetch: createRefreshingFetch(fetchOrNetworkError, requestNewToken),
  hooks: {
    ...sharedOptions.hooks,
    beforeRequest: [
      (request) => {
        const token = tokenStore.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});
