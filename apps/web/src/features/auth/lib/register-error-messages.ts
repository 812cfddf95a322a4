import { ApiError } from '../../../lib/api-error';
import { getValidationMessages } from '../../../lib/error-message';
import { accountMessages } from '../messages';

/**
 * Spec §5: the server's validation messages (field lists or one string) flattened into one
 * list, whatever the status. A refusal without them that still explains itself (a 4xx with
 * a message, such as too many attempts) shows that message; anything else, one general one.
 */
export function registerErrorMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [accountMessages.registerFailed];
  const messages = getValidationMessages(error);
  if (messages.length > 0) return messages;
  if (error.status < 500 && error.body?.message) return [error.body.message];
  return [accountMessages.registerFailed];
}
