import type { ErrorBody as ApiErrorBody } from '@dapur/shared/envelope';
import { HTTPError } from 'ky';

/** What a request that got no response at all rejects with (spec §8). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** The request never got a response: offline, refused connection, DNS failure. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: ErrorOptions) {
    super(NETWORK_ERROR_MESSAGE, options);
  }
}

/**
 * The useful parts of an error body: our API's shape, read leniently. Validation messages
 * come as field lists (`{"email":["…"]}`) or, from older servers, as one string (spec §5),
 * and some servers name the reason `error` instead of `message` (spec §8, login).
 */
export type ErrorBody = Partial<Pick<ApiErrorBody, 'message'>> & {
  error?: string;
  errors?: ApiErrorBody['errors'] | string;
};

/**
 * An error response from the API. Keeps the HTTP status and the parsed
 * `{status:"error", message, errors?}` body so callers branch on data, not on message text.
 */
export class ApiError extends HTTPError {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(error: HTTPError, body: ErrorBody | undefined) {
    super(error.response, error.request, error.options);
    this.status = error.response.status;
    this.body = body;
    if (body?.message) this.message = body.message;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readErrors(value: unknown): ErrorBody['errors'] {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    fields[field] = list.filter((message): message is string => typeof message === 'string');
  }
  return fields;
}

/**
 * Reads an error body without consuming the response for anyone else; non-JSON gives
 * undefined. Checked by hand rather than with zod so the entry chunk stays small.
 */
export async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  let raw: unknown;
  try {
    raw = await response.clone().json();
  } catch {
    return undefined;
  }
  if (!isRecord(raw)) return undefined;
  const body: ErrorBody = {};
  if (typeof raw.message === 'string' && raw.message.trim() !== '') body.message = raw.message;
  if (typeof raw.error === 'string' && raw.error.trim() !== '') body.error = raw.error;
  const errors = readErrors(raw.errors);
  if (errors !== undefined) body.errors = errors;
  return body;
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HTTPError && error.response.status === status;
}

export function isNotFoundError(error: unknown): boolean {
  return isHttpStatus(error, 404);
}
