import { qrisMessages, type QrisProblem } from '@dapur/shared';
import { InvalidError } from '../errors';

/**
 * A QRIS code the restaurant cannot use (422). `problem` says why for code; the message is
 * the owner's, from `qrisMessages`. The route that took the code names its field.
 */
export class InvalidQrisError extends InvalidError {
  readonly problem: QrisProblem;

  constructor(problem: QrisProblem, options?: ErrorOptions) {
    super('invalid_qris', qrisMessages[problem], {}, options);
    this.problem = problem;
  }
}

/** The same refusal with its message under the field that carried the code, as a form shows it. */
export function qrisFieldError(error: InvalidQrisError, field: string): InvalidError {
  return new InvalidError(
    'invalid_qris',
    error.message,
    { [field]: [error.message] },
    {
      cause: error,
    },
  );
}
