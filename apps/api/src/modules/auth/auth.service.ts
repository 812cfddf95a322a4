import {
  authMessages,
  REFRESH_WINDOW_SECONDS,
  type registerBodySchema,
  type updateProfileBodySchema,
  type User,
} from '@dapur/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { InvalidError, UnauthorizedError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { InvalidTokenError, type IssuedToken, type TokenClaims, type TokenSigner } from './tokens';
import type { TokensRepository } from './tokens.repository';
import { USERS_EMAIL_UNIQUE, type UserRow, type UsersRepository } from './users.repository';

type Registration = z.output<typeof registerBodySchema>;
type ProfileChanges = z.output<typeof updateProfileBodySchema>;

/** A token issued a little in the future (another instance's clock) is still accepted. */
const CLOCK_SKEW_MS = 60_000;

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokensRepository;
  signer: TokenSigner;
  /** Told after each revocation, so old revocations get purged now and then. */
  onRevoked?: () => void;
}

export function createAuthService({ users, tokens, signer, onRevoked }: AuthServiceDeps) {
  // Computed now, so the first login with an unknown email is not the slow one.
  decoyPasswordHash().catch(() => {});
  const sessionEnded = () => new UnauthorizedError('session_ended', authMessages.sessionEnded);

  /** Whether a signature-checked token still belongs to a live session. */
  async function assertUsable(claims: TokenClaims): Promise<void> {
    const state = await tokens.findState(claims.userId, claims.jti);
    if (!state || state.revoked) throw sessionEnded();
    if (state.tokensValidAfter && claims.issuedAt < state.tokensValidAfter) throw sessionEnded();
  }

  async function verified(token: string, options?: { allowExpired: boolean }) {
    try {
      return await signer.verify(token, options);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw sessionEnded();
      throw error;
    }
  }

  async function revoke(claims: TokenClaims): Promise<boolean> {
    const revoked = await tokens.revoke({
      jti: claims.jti,
      userId: claims.userId,
      // After this the token can no longer be refreshed, so its row is no longer needed.
      expiresAt: new Date(claims.issuedAt.getTime() + REFRESH_WINDOW_SECONDS * 1000),
    });
    onRevoked?.();
    return revoked;
  }

  return {
    async register(registration: Registration): Promise<User> {
      const { password, password_confirmation, ...profile } = registration;
      const passwordHash = await hashPassword(password);
      try {
        return toUser(await users.insert({ ...profile, passwordHash }));
      } catch (error) {
        // The unique index decides, so two sign-ups racing for one address cannot both win.
        if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailTaken(error);
        throw error;
      }
    },

    /** The same answer, after the same scrypt work, for an unknown email and a wrong password. */
    async login(email: string, password: string): Promise<IssuedToken> {
      // Taken before the password check, so a reset that lands meanwhile voids this token.
      const issuedAt = new Date();
      const credentials = await users.findCredentials(email.trim());
      const matches = await verifyPassword(
        password,
        credentials?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!credentials || !matches) {
        throw new UnauthorizedError('invalid_credentials', authMessages.invalidCredentials);
      }
      return signer.issue(credentials.id, issuedAt);
    },

    /** For the preHandler of protected routes. */
    async authenticate(token: string): Promise<AuthContext> {
      const claims = await verified(token);
      await assertUsable(claims);
      return claims;
    },

    /**
     * A new token for one that is validly signed, possibly expired, at most 14 days old
     * and not revoked. The old one is revoked in the same step.
     */
    async refresh(token: string): Promise<IssuedToken> {
      const issuedAt = new Date();
      const claims = await verified(token, { allowExpired: true });
      const age = issuedAt.getTime() - claims.issuedAt.getTime();
      if (age > REFRESH_WINDOW_SECONDS * 1000 || age < -CLOCK_SKEW_MS) throw sessionEnded();
      await assertUsable(claims);
      if (!(await revoke(claims))) throw sessionEnded();
      return signer.issue(claims.userId, issuedAt);
    },

    async logout(auth: AuthContext): Promise<void> {
      await revoke(auth);
    },

    async me(auth: AuthContext): Promise<User> {
      const user = await users.findById(auth.userId);
      if (!user) throw sessionEnded();
      return toUser(user);
    },

    async updateProfile(auth: AuthContext, changes: ProfileChanges): Promise<User> {
      let user: UserRow | undefined;
      try {
        user = await users.updateProfile(auth.userId, changes);
      } catch (error) {
        if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailTaken(error);
        throw error;
      }
      if (!user) throw sessionEnded();
      return toUser(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function emailTaken(cause: unknown): InvalidError {
  return new InvalidError(
    'email_taken',
    authMessages.emailTaken,
    { email: [authMessages.emailTaken] },
    { cause },
  );
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    alamat: row.alamat,
    telephone: row.telephone,
    email: row.email,
  };
}
