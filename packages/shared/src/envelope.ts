/** The API's response shapes, without zod: the web app's first bundle reads errors with these. */
export type { ErrorBody } from './schemas/envelope';
import type { ErrorBody } from './schemas/envelope';

/** Field name → messages, as a 422's `errors` carries them. */
export type FieldErrors = NonNullable<ErrorBody['errors']>;

/**
 * `{status: "success", data}`: how the API responds with a list or an object. The same shape
 * as `successBody` in schemas/envelope.ts, which the server checks each response against.
 */
export interface SuccessBody<T> {
  status: 'success';
  data: T;
}
