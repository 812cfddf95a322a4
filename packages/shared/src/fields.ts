import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from './limits';
import { NORMALIZED_PHONE_PATTERN, normalizePhone } from './phone';

/** Field messages shown to customers, on the form and (flattened) from the server. */
export const fieldMessages = {
  required: (label: string) => `${label} wajib diisi.`,
  tooLong: (label: string) => `${label} maksimal ${TEXT_MAX_LENGTH} karakter.`,
  forbiddenCharacter: (label: string) => `${label} berisi karakter yang tidak diizinkan.`,
  email: 'Format email tidak valid.',
  phone: 'Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.',
  passwordTooShort: 'Password harus minimal 8 karakter',
} as const;

/** PostgreSQL text cannot hold U+0000, so text that is stored must not contain it. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * Half an emoji (a lone UTF-16 surrogate, as a client cutting text by length may send)
 * becomes U+FFFD, as the PostgreSQL driver would store it; PGlite fails on some instead.
 */
export const toWellFormed = (value: string) => value.replace(/\p{Surrogate}/gu, '\uFFFD');

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
