/**
 * The server stores numbers as `6281234567890`; people in Indonesia read and dial them as
 * `081234567890`. Anything not starting with 62 is shown as it is.
 */
export function localPhone(stored: string): string {
  return stored.startsWith('62') ? `0${stored.slice(2)}` : stored;
}

/** A `tel:` link in international form, which dials from any phone and any SIM. */
export function telHref(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  return digits.startsWith('62') ? `tel:+${digits}` : `tel:${digits}`;
}
