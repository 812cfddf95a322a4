/** The API's answer shapes, without zod: the web app's first bundle reads errors with these. */
export type { ErrorBody } from './schemas/envelope';
import type { ErrorBody } from './schemas/envelope';

/** Field name → messages, as a 422's `errors` carries them. */
export type FieldErrors = NonNullable<ErrorBody['errors']>;
