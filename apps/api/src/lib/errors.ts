/** Field name → messages, as the 422 body's `errors` carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error a service throws on purpose. Its message is meant for the customer; the
 * status and the machine-readable `code` decide the response, never the text.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  readonly code: string;

  constructor(code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

export class InvalidError extends DomainError {
  readonly statusCode = 422;
  readonly fieldErrors: FieldErrors;

  constructor(
    code: string,
    message: string,
    fieldErrors: FieldErrors = {},
    options?: ErrorOptions,
  ) {
    super(code, message, options);
    this.fieldErrors = fieldErrors;
  }
}

/** 400: what was sent cannot be read at all (a multipart form cut short or without its boundary). */
export class BadRequestError extends DomainError {
  readonly statusCode = 400;
}

export class UnauthorizedError extends DomainError {
  readonly statusCode = 401;
}

export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
}

/** Also what a customer gets for somebody else's resource, so its existence does not leak. */
export class NotFoundError extends DomainError {
  readonly statusCode = 404;
}

export class ConflictError extends DomainError {
  readonly statusCode = 409;
}

/** 413: what was sent is larger than the call takes (a photo over 5 MB). */
export class PayloadTooLargeError extends DomainError {
  readonly statusCode = 413;
}

/** 415: what was sent is not of a kind the call takes (a file that is no picture). */
export class UnsupportedMediaTypeError extends DomainError {
  readonly statusCode = 415;
}

export class ServiceUnavailableError extends DomainError {
  readonly statusCode = 503;
}

export class TooManyRequestsError extends DomainError {
  readonly statusCode = 429;
  /** Sent as `Retry-After`. */
  readonly retryAfterSeconds: number;

  constructor(code: string, message: string, retryAfterSeconds: number, options?: ErrorOptions) {
    super(code, message, options);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
