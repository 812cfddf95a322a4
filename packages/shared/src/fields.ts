import { TEXT_MAX_LENGTH } from './limits';

/** Field messages shown to customers, on the form and (flattened) from the server. */
export const fieldMessages = {
  required: (label: string) => `${label} wajib diisi.`,
  tooLong: (label: string) => `${label} maksimal ${TEXT_MAX_LENGTH} karakter.`,
  forbiddenCharacter: (label: string) => `${label} berisi karakter yang tidak diizinkan.`,
  lineBreak: (label: string) => `${label} tidak boleh berisi baris baru.`,
  email: 'Format email tidak valid.',
  phone: 'Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.',
  passwordTooShort: 'Password harus minimal 8 karakter',
  day: 'Tanggal harus berformat TTTT-BB-HH, misalnya 2026-11-23.',
} as const;

/** PostgreSQL text cannot hold U+0000, so text that is stored must not contain it. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** Whatever a mail client, WhatsApp or a terminal may start a new line at. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * What is wrong with a text field's value, if anything. A single-line field (a name, a
 * phone) holds no line break and no other control character, so that nothing a customer
 * types can pass for a line of ours in an email or a WhatsApp text (finding 7 of issue 32);
 * a multi-line one (an address, a note) only no U+0000.
 */
export function textProblem(
  value: string,
  multiline: boolean,
): 'lineBreak' | 'control' | undefined {
  if (!hasNoNul(value)) return 'control';
  if (multiline) return undefined;
  if (LINE_BREAK.test(value)) return 'lineBreak';
  return CONTROL_CHARACTER.test(value) ? 'control' : undefined;
}

/**
 * A customer's text inside a line of ours (an email, a WhatsApp text): every line after its
 * first starts with "> ", so no line of it can pass for one we wrote.
 */
export function quoteLines(text: string): string {
  return text.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/).join('\n> ');
}

/**
 * Half an emoji (a lone UTF-16 surrogate, as a client cutting text by length may send)
 * becomes U+FFFD, as the PostgreSQL driver would store it; PGlite fails on some instead.
 */
export const toWellFormed = (value: string) => value.replace(/\p{Surrogate}/gu, '\uFFFD');
