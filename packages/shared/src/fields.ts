import { TEXT_MAX_LENGTH } from './limits';

/** Field messages shown to customers, on the form and (flattened) from the server. */
export const fieldMessages = {
  required: (label: string) => `${label} wajib diisi.`,
  tooLong: (label: string) => `${label} maksimal ${TEXT_MAX_LENGTH} karakter.`,
  forbiddenCharacter: (label: string) => `${label} berisi karakter yang tidak diizinkan.`,
  email: 'Format email tidak valid.',
  phone: 'Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.',
  passwordTooShort: 'Password harus minimal 8 karakter',
  day: 'Tanggal harus berformat TTTT-BB-HH, misalnya 2026-11-23.',
} as const;

/** PostgreSQL text cannot hold U+0000, so text that is stored must not contain it. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * Half an emoji (a lone UTF-16 surrogate, as a client cutting text by length may send)
 * becomes U+FFFD, as the PostgreSQL driver would store it; PGlite fails on some instead.
 */
export const toWellFormed = (value: string) => value.replace(/\p{Surrogate}/gu, '\uFFFD');
