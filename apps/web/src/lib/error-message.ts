import { ApiError } from './api-error';

/**
 * The text to show for a failed request: the server's own `message` when it sent one,
 * otherwise the caller's fallback. A request that got no response rejects with
 * `NetworkError` ('Network Error'), which also falls back here, as spec §8 reads
 * "server message, else …".
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
