import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

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

/**
 * A reset code sealed (AES-256-GCM, a key of its own from the server secret), so the live
 * code can be emailed again (decision 063); a copy of the database alone does not open it.
 */
export function createResetCodeSealer(serverSecret: string) {
  const key = createHmac('sha256', serverSecret)
    .update('dapur password-reset codes sealed')
    .digest();
  return {
    seal(code: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed: string): string {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type ResetCodeSealer = ReturnType<typeof createResetCodeSealer>;
