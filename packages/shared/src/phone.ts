/**
 * Phone numbers are stored in international form without '+': `0812-3456 7890` and
 * `+62 812 3456 7890` both become `6281234567890` (the API contract's server rules).
 */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/[\s\-+]/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/** After normalising: starts with 62, 10–15 digits in all. */
export const NORMALIZED_PHONE_PATTERN = /^62\d{8,13}$/;

export const PHONE_HINT = 'Nomor diawali 62 (kode negara Indonesia), contoh 6281234567890.';

/** As Indonesians write and dial it at home: `6281234567890` → `081234567890`. */
export function localPhone(stored: string): string {
  return stored.startsWith('62') ? `0${stored.slice(2)}` : stored;
}
