import { z } from 'zod';
import { fieldMessages, hasNoNul, toWellFormed } from '../fields';
import { PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../limits';
import { NORMALIZED_PHONE_PATTERN, normalizePhone } from '../phone';

/** Trimmed, required text of at most 255 characters. */
export function requiredText(label: string) {
  return z
    .string({ error: fieldMessages.required(label) })
    .overwrite(toWellFormed)
    .trim()
    .min(1, fieldMessages.required(label))
    .max(TEXT_MAX_LENGTH, fieldMessages.tooLong(label))
    .refine(hasNoNul, fieldMessages.forbiddenCharacter(label));
}

export const emailField = requiredText('Email')
  .pipe(z.email(fieldMessages.email))
  .transform((email) => email.toLowerCase());

/** The server's phone rule; the web form only asks for the field (spec §5: not enforced on the client). */
export const phoneField = (label: string) =>
  requiredText(label)
    .transform(normalizePhone)
    .pipe(z.string().regex(NORMALIZED_PHONE_PATTERN, fieldMessages.phone));

export const passwordField = z
  .string({ error: fieldMessages.required('Password') })
  .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
  .max(TEXT_MAX_LENGTH, fieldMessages.tooLong('Password'));
