/**
 * Fields of an answer the web app only uses when they are there (a notice's text, the line
 * just added). Read without zod: the server checks every answer against the shared schema
 * as it sends it (decision 027), and a field missing here only means less to show.
 */

function fieldsOf(answer: unknown): Record<string, unknown> | undefined {
  return typeof answer === 'object' && answer !== null
    ? (answer as Record<string, unknown>)
    : undefined;
}

/** The answer's `data`, when it carries an object or a list there. */
export function dataIn<T extends object>(answer: unknown): T | undefined {
  const data = fieldsOf(answer)?.data;
  return typeof data === 'object' && data !== null ? (data as T) : undefined;
}

/** One text field of the answer (`message`, `access_token`), when it is text. */
export function textIn(answer: unknown, name: string): string | undefined {
  const value = fieldsOf(answer)?.[name];
  return typeof value === 'string' ? value : undefined;
}
