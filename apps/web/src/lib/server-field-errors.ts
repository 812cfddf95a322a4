import { ApiError } from './api-error';

/** What a 422 may name for one of a form's fields: the field, or a place inside it. */
export type FieldPath<Field extends string> = Field | `${Field}.${string}`;

export interface ServerFieldErrors<Field extends string> {
  /** The messages to show under the form's fields, in the server's order. */
  fields: { name: FieldPath<Field>; messages: string[] }[];
  /** The messages of each name the form has no field for (a one-string `errors` is one). */
  others: string[][];
}

/**
 * A refusal's field messages (a 422's `errors`) sorted for a form whose fields are `names`:
 * those of a field or of a place inside it (`opening_hours.2.close`), which go under it, and
 * the rest, which only a notice can show; older servers send one string (spec §5). Empty
 * messages are dropped. An error without field messages has none.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  names: readonly Field[],
): ServerFieldErrors<Field> {
  const sorted: ServerFieldErrors<Field> = { fields: [], others: [] };
  if (!(error instanceof ApiError)) return sorted;
  const errors = error.body?.errors;
  if (typeof errors === 'string') {
    if (errors !== '') sorted.others.push([errors]);
    return sorted;
  }
  for (const [name, all] of Object.entries(errors ?? {})) {
    const messages = all.filter((message) => message !== '');
    if (messages.length === 0) continue;
    if (isFieldPath(name, names)) sorted.fields.push({ name, messages });
    else sorted.others.push(messages);
  }
  return sorted;
}

function isFieldPath<Field extends string>(
  name: string,
  fields: readonly Field[],
): name is FieldPath<Field> {
  return fields.some((field) => name === field || name.startsWith(`${field}.`));
}
