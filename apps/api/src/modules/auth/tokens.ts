import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@dapur/shared';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { z } from 'zod';
import { isStorableId } from '../../db/ids';

/** The one algorithm we sign with and accept; `none` and every other `alg` are refused. */
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  /** When the password was last given: the login the token descends from by refreshes. */
  authTime: Date;
}

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  jti: z.string().min(1).max(100),
  iat: z.number().finite().positive(),
  exp: z.number().finite().positive(),
  // OpenID Connect's name; tokens issued before it was added count from their own iat.
  auth_time: z.number().finite().positive().optional(),
});

/** Thrown for any token we did not sign, or that is malformed or expired. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/**
 * How many verified tokens are kept, each until it expires: a customer's phone sends the
 * same token with every call for an hour. Ten thousand are a few MB.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenSigner(secret: string) {
  // Imported once: given the secret's bytes, jose imports them again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens whose signature jose checked, by their exact text (signature included), so the
  // check is made once per token, not once per request (docs/performance.md). Whether the
  // session still stands (logout, password change) is still asked of the database each time.
  const verified = new Map<string, TokenClaims>();

  function remember(token: string, claims: TokenClaims): void {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const now = Date.now();
      for (const [kept, { expiresAt }] of verified) {
        if (expiresAt.getTime() <= now) verified.delete(kept);
      }
      // Still full of live tokens: the oldest goes, and is checked again if it comes back.
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    }
    verified.set(token, claims);
  }

  return {
    /**
     * `iat` keeps milliseconds (a JWT NumericDate may be fractional), so a token issued
     * in the same second as a password reset is still ordered before or after it.
     * `authTime` is when the password was given: now for a login, the old token's for a refresh.
     */
    async issue(userId: number, issuedAt: Date, authTime = issuedAt): Promise<IssuedToken> {
      const iat = issuedAt.getTime() / 1000;
      const accessToken = await new SignJWT({ auth_time: authTime.getTime() / 1000 })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(Math.floor(iat) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key);
      return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },

    /**
     * The claims of a token signed with our key. With `allowExpired` (refresh), a token past
     * its `exp` is still accepted; every other check, signature first, still applies.
     */
    async verify(token: string, { allowExpired = false } = {}): Promise<TokenClaims> {
      const known = verified.get(token);
      if (known && (allowExpired || Date.now() < known.expiresAt.getTime())) return known;
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        }));
      } catch (error) {
        // jose checks `exp` after the signature and the other claims, so this payload is ours.
        if (allowExpired && error instanceof errors.JWTExpired && error.claim === 'exp') {
          payload = error.payload;
        } else {
          throw new InvalidTokenError('Token rejected', { cause: error });
        }
      }
      // An expired token's claims are kept too: without `allowExpired` the check above
      // sends it back to jose, which refuses it.
      const claims = toClaims(payload);
      remember(token, claims);
      return claims;
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

function toClaims(payload: JWTPayload): TokenClaims {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) throw new InvalidTokenError('Token claims malformed');
  const userId = Number(parsed.data.sub);
  if (!isStorableId(userId)) throw new InvalidTokenError('Token subject out of range');
  return {
    userId,
    jti: parsed.data.jti,
    issuedAt: new Date(Math.round(parsed.data.iat * 1000)),
    expiresAt: new Date(Math.round(parsed.data.exp * 1000)),
    authTime: new Date(Math.round((parsed.data.auth_time ?? parsed.data.iat) * 1000)),
  };
}
