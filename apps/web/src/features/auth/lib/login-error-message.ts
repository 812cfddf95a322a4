import { ApiError, NetworkError } from '../../../lib/api-error';
import { accountMessages } from '../messages';

/**
 * Spec §8: the server's `message` or `error`, or the error's own ('Network Error'),
 * else the fallback.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) {
    const reason = error.body?.message ?? error.body?.error;
    if (reason) return reason;
  }
  return accountMessages.loginFailed;
}
