import { ApiError, isHttpStatus } from '../../../lib/api-error';
import { getValidationMessages } from '../../../lib/error-message';
import { accountMessages } from '../messages';

/** Spec §8: the server's message (with a 422's field messages), else a general one. */
export function profileErrorMessages(error: unknown): string[] {
  if (isHttpStatus(error, 401)) return [accountMessages.sessionExpired];
  if (!(error instanceof ApiError)) return [accountMessages.profileUpdateFailed];
  const messages = [error.body?.message, ...getValidationMessages(error)].filter(
    (message): message is string => Boolean(message),
  );
  return messages.length > 0 ? [...new Set(messages)] : [accountMessages.profileUpdateFailed];
}
