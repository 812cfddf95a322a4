import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { ownerShopMessages } from '../messages';

/**
 * Puts a 422's field messages under their fields (`opening_hours.2.close` too) and answers
 * what no field of the form can show: messages of other fields, or the server's message for
 * any other refusal. The first field with an error gets the focus.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isField: (name: string) => boolean,
  fallback: string = ownerShopMessages.saveFailed,
): string[] {
  if (!(error instanceof ApiError)) return [fallback];
  const errors = error.body?.errors;
  if (error.status !== 422 || errors === undefined) return [getErrorMessage(error, fallback)];
  if (typeof errors === 'string') return [errors];

  const leftOver: string[] = [];
  let focused = false;
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages.join(' ');
    if (message === '') continue;
    if (isField(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      leftOver.push(message);
    }
  }
  if (leftOver.length > 0) return leftOver;
  return focused ? [] : [getErrorMessage(error, fallback)];
}

/** A field name check for a form whose fields are `names` (and their nested paths). */
export function fieldsNamed(names: readonly string[]) {
  return (name: string) => names.some((field) => name === field || name.startsWith(`${field}.`));
}
