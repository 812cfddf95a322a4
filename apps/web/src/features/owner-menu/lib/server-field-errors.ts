import { ApiError } from '../../../lib/api-error';

/**
 * A 422's messages sorted for a form: the first message of each field the form shows (to put
 * under it), and the rest (fields the form does not have), to show above it.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { byField: Partial<Record<Field, string>>; others: string[] } {
  const byField: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  if (!(error instanceof ApiError)) return { byField, others };
  const errors = error.body?.errors;
  if (typeof errors === 'string') return { byField, others: errors ? [errors] : [] };
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      byField[field as Field] = messages[0];
    } else {
      others.push(...messages);
    }
  }
  return { byField, others };
}
