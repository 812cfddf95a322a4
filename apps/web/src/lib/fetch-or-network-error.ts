import { NetworkError } from './api-error';

/**
 * fetch rejects with a TypeError only when no response arrived (offline, refused, DNS);
 * that becomes 'Network Error' (spec §8). Aborts and timeouts pass through unchanged.
 */
export async function fetchOrNetworkError(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError({ cause: error });
    throw error;
  }
}
