import { ApiError } from '../../../lib/api-error';
import { getValidationMessages } from '../../../lib/error-message';
import { accountMessages } from '../messages';

/** Spec §5: a 422's messages flattened into one list; anything else, one general message. */
export function registerErrorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.status === 422) {
    const messages = getValidationMessages(error);
    if (messages.length > 0) return messages;
    if (error.body?.message) return [error.body.message];
  }
  return [accountMessages.registerFailed];
}
