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

/** Jakarta, Bandung, Semarang, Surabaya, Medan: two-digit area codes; the rest have three. */
const SHORT_AREA_CODES = ['021', '022', '024', '031', '061'];

/** Digits in groups, longest first, so nobody counts past four: `5551234` → `555-1234`. */
function groupDigits(digits: string, firstGroup: 3 | 4): string[] {
  if (digits.length <= 5) return [digits];
  if (digits.length === 6) return [digits.slice(0, 3), digits.slice(3)];
  if (digits.length === 7) return [digits.slice(0, firstGroup), digits.slice(firstGroup)];
  return [digits.slice(0, 4), digits.slice(4)];
}

/**
 * A number as people in Indonesia read and write it: `6285643219876` → `0856-4321-9876`,
 * `+62 21 5551234` → `021-555-1234`. For display only: it is stored and sent in
 * international form, and a `tel:` link dials that (`telHref`). Anything else is shown as typed.
 */
export function readablePhone(stored: string): string {
  const typed = stored.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(typed)) return stored;
  const digits = typed.replace(/\D/g, '');
  const local = digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  if (!local.startsWith('0') || local.length < 9 || local.length > 13) return typed;
  if (local.startsWith('08'))
    return [local.slice(0, 4), ...groupDigits(local.slice(4), 4)].join('-');
  const area = SHORT_AREA_CODES.includes(local.slice(0, 3)) ? 3 : 4;
  return [local.slice(0, area), ...groupDigits(local.slice(area), 3)].join('-');
}

/** A `tel:` link in international form, which dials from any phone and any SIM. */
export function telHref(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  if (digits.startsWith('62')) return `tel:+${digits}`;
  if (digits.startsWith('0')) return `tel:+62${digits.slice(1)}`;
  return `tel:${digits}`;
}
