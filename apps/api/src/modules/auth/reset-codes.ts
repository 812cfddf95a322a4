import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 6-digit code, leading zeros included. */
export function generateResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Reset codes are stored as an HMAC, so a copy of the database does not hand out live
 * codes. Only a million codes exist, hence a keyed hash rather than a plain one.
 */
export function createResetCodeHasher(serverSecret: string) {
  // A key of its own, derived from the server secret, never used to sign tokens.
  const key = createHmac('sha256', serverSecret).update('dapur password-reset codes').digest();
  const hash = (userId: number, code: string) =>
    createHmac('sha256', key).update(`${userId}:${code}`).digest('base64url');

  return {
    hash,
    matches(userId: number, code: string, storedHash: string): boolean {
      const actual = Buffer.from(hash(userId, code));
      const expected = Buffer.from(storedHash);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type ResetCodeHasher = ReturnType<typeof createResetCodeHasher>;
