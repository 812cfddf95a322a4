import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from './limits';
import { NORMALIZED_PHONE_PATTERN, normalizePhone } from './phone';

/** Field messages shown to customers, on the form and (flattened) from the server. */
export const fieldMessages = {
  required: (label: string) => `${label} wajib diisi.`,
  tooLong: (label: string) => `${label} maksimal ${TEXT_MAX_LENGTH} karakter.`,
  email: 'Format email tidak valid.',
  phone: 'Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.',
  passwordTooShort: 'Password harus minimal 8 karakter',
} as const;

/** Trimmed, required text of at most 255 characters. */
export function requiredText(label: string) {
  return z
    .string({ error: fieldMessages.required(label) })
    .trim()
    .min(1, fieldMessages.required(label))
    .max(TEXT_MAX_LENGTH, fieldMessages.tooLong(label));
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
