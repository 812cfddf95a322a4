import { NetworkError } from './api-error';

let send: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

/**
 * On the server (src/entry-server.tsx) the app's requests go into the API in the same
 * process: `fetch` is the server's, set once by its renderer.
 */
export function sendRequestsThrough(fetch: typeof globalThis.fetch): void {
  send = fetch;
}

/**
 * fetch rejects with a TypeError only when no response arrived (offline, refused, DNS);
 * that becomes 'Network Error' (spec §8). Aborts and timeouts pass through unchanged.
 */
export async function fetchOrNetworkError(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  try {
    return await send(input, init);
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError({ cause: error });
    throw error;
  }
}
