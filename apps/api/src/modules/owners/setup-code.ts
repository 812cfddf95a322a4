import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** No 0/O, 1/I/L: the code is read from a log or a file and typed on a phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `KQ7M-3XPA`: 8 characters, about 40 bits, with the rate limit on wrong codes. */
export function generateSetupCode(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/** As typed: case, spaces and dashes do not matter. */
export function normaliseSetupCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Setup codes are kept as an HMAC keyed from the server secret, as reset codes are, so a
 * copy of the database does not hold a usable code; every instance (one JWT_SECRET)
 * computes the same hash.
 */
export function createSetupCodeHasher(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('dapur setup codes').digest();
  return (code: string) =>
    createHmac('sha256', key).update(normaliseSetupCode(code)).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
