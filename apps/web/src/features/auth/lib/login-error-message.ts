import { NetworkError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { accountMessages } from '../messages';

/** Spec §8: the server's message, or the error's own ('Network Error'), else the fallback. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  return getErrorMessage(error, accountMessages.loginFailed);
}
