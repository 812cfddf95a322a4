import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from '@dapur/shared/limits';
import { ApiError, NetworkError, readErrorBody } from './api-error';
import { tokenStore } from './token-store';

// fetch rejects with a TypeError only when no response arrived; aborts and timeouts pass through.
async function fetchOrNetworkError(input: RequestInfo | URL, init?: RequestInit) {
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError({ cause: error });
    throw error;
  }
}

/** The one HTTP client for `/api`. Retries are TanStack Query's job, so ky does not retry. */
export const apiClient = ky.create({
  prefixUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  fetch: fetchOrNetworkError,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = tokenStore.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [async (error) => new ApiError(error, await readErrorBody(error.response))],
  },
});
