/**
 * The fields of a form's body that the person changed: an edit sends only those, so it
 * never undoes what someone else changed meanwhile (a dish switched to sold out on another
 * phone while this form was open).
 */
export function changedFields<Body extends object>(
  body: Body,
  dirty: Partial<Record<keyof Body, unknown>>,
): Partial<Body> {
  const changed: Partial<Body> = {};
  for (const key of Object.keys(body) as (keyof Body)[]) {
    if (dirty[key]) changed[key] = body[key];
  }
  return changed;
}
