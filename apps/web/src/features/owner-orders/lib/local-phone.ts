/** `6281234567890` shown as people in Indonesia read it: `081234567890`. */
export { localPhone } from '@dapur/shared/phone';

/** A `tel:` link in international form, which dials from any phone and any SIM. */
export function telHref(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  return digits.startsWith('62') ? `tel:+${digits}` : `tel:${digits}`;
}
