import { z } from 'zod';

/**
 * A whole number as typed on a phone's number pad: "5000", or as Indonesians write it,
 * "5.000" or "Rp 5.000" (dots and spaces group thousands). Anything else, or nothing, is
 * `message`; the number is then checked by the request body's own rule (`pipe`).
 */
export function wholeNumberText(message: string) {
  return z
    .string()
    .trim()
    .min(1, message)
    .transform((text) => text.replace(/^rp\.?/i, '').replace(/[.\s]/g, ''))
    .pipe(z.string().regex(/^\d+$/, message))
    .transform(Number);
}
