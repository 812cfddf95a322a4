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

/**
 * A 422's validation messages as one list, whether the server sent field lists or one
 * string (spec §5). Empty when the error carries none.
 */
export function getValidationMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const errors = error.body?.errors;
  if (typeof errors === 'string') return errors.trim() === '' ? [] : [errors];
  if (!errors) return [];
  return Object.values(errors)
    .flat()
    .filter((message) => message.trim() !== '');
}
