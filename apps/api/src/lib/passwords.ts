import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N (a power of two), r and p. */
export interface PasswordHashing {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt with N = 2^15, r = 8, p = 1 (32 MiB, tens of milliseconds): costly to guess
 * offline, affordable for a small server's logins. The server always hashes with these
 * (config.ts offers no way to lower them); only the API tests pass cheaper ones
 * (docs/decisions/043). The parameters are stored with each hash, so they can be raised
 * later without breaking existing ones.
 */
export const PASSWORD_HASHING: PasswordHashing = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * Hashes new passwords with `params` and checks any stored hash with its own. The decoy
 * is a hash of a password nobody has, to check against when an email is unknown: a login
 * then costs the same whether the account exists or not.
 */
export function createPasswords(params: PasswordHashing = PASSWORD_HASHING) {
  let decoy: Promise<string> | undefined;
  /** Stored as `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const { N, r, p } = params;
    const key = await derive(password, salt, KEY_LENGTH, params);
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }
  return {
    hash,
    verify: verifyPassword,
    decoyHash: (): Promise<string> => (decoy ??= hash(randomBytes(32).toString('base64url'))),
  };
}

export type Passwords = ReturnType<typeof createPasswords>;

async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
  return timingSafeEqual(actual, parsed.hash);
}

function parseStored(stored: string) {
  const [scheme, N, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return undefined;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isSafeInteger(value) && value > 0)) {
    return undefined;
  }
  const hashBytes = Buffer.from(hash, 'base64url');
  if (hashBytes.length < 16) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: hashBytes };
}

/** No 0/o, 1/l/i: a generated password is read off a screen and typed on a phone. */
const READABLE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `k7pm-x3qa-9hzt-wd4e`: 16 random characters, about 79 bits, in groups of four. */
export function generateReadablePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]).join(
      '',
    ),
  );
  return groups.join('-');
}

function derive(
  password: string,
  salt: Buffer,
  length: number,
  { N, r, p }: { N: number; r: number; p: number },
): Promise<Buffer> {
  // Node refuses above 32 MiB unless told; allow what these parameters need, plus slack.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
