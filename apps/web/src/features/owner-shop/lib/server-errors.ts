import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { ownerShopMessages } from '../messages';

/**
 * Puts a 422's field messages under the form's `fields` (`opening_hours.2.close` too) and
 * returns what no field of the form can show: messages of other fields, or the server's
 * message for any other refusal. The first field with an error gets the focus.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly NoInfer<keyof T & string>[],
  fallback: string = ownerShopMessages.saveFailed,
): string[] {
  if (!(error instanceof ApiError) || error.status !== 422 || error.body?.errors === undefined) {
    return [getErrorMessage(error, fallback)];
  }
  const sorted = serverFieldErrors(error, fields);
  sorted.fields.forEach(({ name, messages }, index) => {
    // The server names a field or a place inside it, as react-hook-form's paths do.
    setError(
      name as Path<T>,
      { type: 'server', message: messages.join(' ') },
      { shouldFocus: index === 0 },
    );
  });
  const leftOver = sorted.others.map((messages) => messages.join(' '));
  if (leftOver.length > 0) return leftOver;
  return sorted.fields.length > 0 ? [] : [getErrorMessage(error, fallback)];
}
