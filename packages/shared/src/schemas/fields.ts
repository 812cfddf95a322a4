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

type Characters = 'oneLine' | 'noNul' | 'any';
/** What may stand inside trimmed text, and at its two ends (no blank). */
const CHARACTER_CLASSES: Record<Characters, { inside: string; edge: string }> = {
  oneLine: { inside: '[^\\p{Cc}\\u2028\\u2029]', edge: '[^\\s\\p{Cc}\\u2028\\u2029]' },
  noNul: { inside: '[^\\u0000]', edge: '[^\\s\\u0000]' },
  any: { inside: '[\\s\\S]', edge: '\\S' },
};

/**
 * JSON Schema for text the server trims before it counts and checks it, for the API's
 * OpenAPI document: a pattern over the text as sent (blank allowed around it) that holds
 * exactly when the trimmed text is at most `max` characters of `characters`, and not empty
 * when `required`. It replaces the lengths zod would name, which count the text as sent.
 */
export function trimmedTextSchema(max: number, characters: Characters, required: boolean) {
  const { inside, edge } = CHARACTER_CLASSES[characters];
  const core = max > 1 ? `${edge}(?:${inside}{0,${max - 2}}${edge})?` : edge;
  return {
    pattern: `^\\s*${required ? core : `(?:${core})?`}\\s*$`,
    minLength: undefined,
    maxLength: undefined,
  };
}

const textCharacters = ({ multiline = false }: TextOptions): Characters =>
  multiline ? 'noNul' : 'oneLine';

/** Trimmed, required text of at most 255 characters, on one line unless `multiline`. */
export function requiredText(label: string, options: TextOptions = {}) {
  return z
    .string({ error: fieldMessages.required(label) })
    .overwrite(toWellFormed)
    .trim()
    .min(1, fieldMessages.required(label))
    .max(TEXT_MAX_LENGTH, fieldMessages.tooLong(label))
    .refine(...fitsText(label, options))
    .meta(trimmedTextSchema(TEXT_MAX_LENGTH, textCharacters(options), true));
}

export const emailField = requiredText('Email')
  .meta({ format: 'email', ...trimmedTextSchema(TEXT_MAX_LENGTH, 'oneLine', true) })
  .pipe(z.email(fieldMessages.email))
  .transform((email) => email.toLowerCase());

/**
 * A phone as it may be typed: blank around it, what `normalizePhone` removes inside it
 * (spaces, dashes, `+`; no control character), and digits that then start with 0 or 62 and
 * come to 10–15 once 0 became 62.
 */
const SEPARATORS = '[ \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\ufeff+-]*';
const PHONE_AS_TYPED = `^\\s*${SEPARATORS}(?:0|6${SEPARATORS}2)(?:${SEPARATORS}\\d){8,13}${SEPARATORS}\\s*$`;

/** The server's phone rule; the web form only asks for the field (spec §5: not enforced on the client). */
export const phoneField = (label: string) =>
  requiredText(label)
    .meta({ pattern: PHONE_AS_TYPED, minLength: undefined, maxLength: undefined })
    .transform(normalizePhone)
    .pipe(z.string().regex(NORMALIZED_PHONE_PATTERN, fieldMessages.phone));

/** Text that may be left empty, at most `max` characters, on one line unless `multiline`. */
export function optionalText(label: string, max = TEXT_MAX_LENGTH, options: TextOptions = {}) {
  return z
    .string({ error: fieldMessages.required(label) })
    .overwrite(toWellFormed)
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .refine(...fitsText(label, options))
    .meta(trimmedTextSchema(max, textCharacters(options), false));
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
