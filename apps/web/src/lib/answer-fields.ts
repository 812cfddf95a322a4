/**
 * Fields of a response body the web app only uses when they are there (a notice's text, the line
 * just added). Read without zod: the server checks every response against the shared schema
 * as it sends it (decision 027), and a field missing here only means less to show.
 */

function fieldsOf(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
}

/** The body's `data`, when it carries an object or a list there. */
export function dataIn<T extends object>(body: unknown): T | undefined {
  const data = fieldsOf(body)?.data;
  return typeof data === 'object' && data !== null ? (data as T) : undefined;
}

/** One text field of the body (`message`, `access_token`), when it is text. */
export function textIn(body: unknown, name: string): string | undefined {
  const value = fieldsOf(body)?.[name];
  return typeof value === 'string' ? value : undefined;
}
