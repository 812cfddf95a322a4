import { HTTPError } from 'ky';
import { errorBodySchema, type ErrorBody } from '@dapur/shared/api-envelope';

/** What a request that got no response at all rejects with (spec §8). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** The request never got an answer: offline, refused connection, DNS failure. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: ErrorOptions) {
    super(NETWORK_ERROR_MESSAGE, options);
  }
}

/**
 * An error answer from the API. Keeps the HTTP status and the parsed
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

/** Reads an error body without consuming the response for anyone else; non-JSON gives undefined. */
export async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    const parsed = errorBodySchema.safeParse(await response.clone().json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HTTPError && error.response.status === status;
}

export function isNotFoundError(error: unknown): boolean {
  return isHttpStatus(error, 404);
}
