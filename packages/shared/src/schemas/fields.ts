import { z } from 'zod';
import { fieldMessages, textProblem, toWellFormed } from '../fields';
import { PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../limits';
import { NORMALIZED_PHONE_PATTERN, normalizePhone } from '../phone';

export interface TextOptions {
  /** An address, a note, a description: line breaks are kept. Otherwise the text is one line. */
  multiline?: boolean;
}

/** One line unless `multiline`, and never U+0000, with a message naming the field. */
function fitsText(label: string, { multiline = false }: TextOptions) {
  return [
    (value: string) => textProblem(value, multiline) === undefined,
    {
      error: (issue: { input?: unknown }) =>
        textProblem(String(issue.input), multiline) === 'lineBreak'
          ? fieldMessages.lineBreak(label)
          : fieldMessages.forbiddenCharacter(label),
    },
  ] as const;
}

/** Trimmed, required text of at most 255 characters, on one line unless `multiline`. */
export function requiredText(label: string, options: TextOptions = {}) {
  return z
    .string({ error: fieldMessages.required(label) })
    .overwrite(toWellFormed)
    .trim()
    .min(1, fieldMessages.required(label))
    .max(TEXT_MAX_LENGTH, fieldMessages.tooLong(label))
    .refine(...fitsText(label, options));
}

export const emailField = requiredText('Email')
  .pipe(z.email(fieldMessages.email))
  .transform((email) => email.toLowerCase());

/** The server's phone rule; the web form only asks for the field (spec §5: not enforced on the client). */
export const phoneField = (label: string) =>
  requiredText(label)
    .transform(normalizePhone)
    .pipe(z.string().regex(NORMALIZED_PHONE_PATTERN, fieldMessages.phone));

/** Text that may be left empty, at most `max` characters, on one line unless `multiline`. */
export function optionalText(label: string, max = TEXT_MAX_LENGTH, options: TextOptions = {}) {
  return z
    .string({ error: fieldMessages.required(label) })
    .overwrite(toWellFormed)
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .refine(...fitsText(label, options));
}

/**
 * A calendar day, `2026-11-23`, in the restaurant's time zone wherever it is read. Year 1
 * at the earliest: there is no year 0 in the calendar PostgreSQL counts dates in.
 */
export const dayField = z
  .string({ error: fieldMessages.day })
  // A malformed day is told once, not also as an impossible date.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: fieldMessages.day, abort: true })
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(day) &&
      date.getUTCFullYear() >= 1
    );
  }, fieldMessages.day);

export const passwordField = z
  .string({ error: fieldMessages.required('Password') })
  .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
  .max(TEXT_MAX_LENGTH, fieldMessages.tooLong('Password'));
