import { authMessages, REFRESH_WINDOW_SECONDS } from '@dapur/shared';
import { UnauthorizedError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { Passwords } from '../../lib/passwords';
import type { SignInLimits } from './sign-in-limits';
import { InvalidTokenError, type IssuedToken, type TokenClaims, type TokenSigner } from './tokens';
import type { TokensRepository } from './tokens.repository';
import type { UsersRepository } from './users.repository';

/** A token issued a little in the future (another instance's clock) is still accepted. */
const CLOCK_SKEW_MS = 60_000;

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokensRepository;
  signer: TokenSigner;
  limits: SignInLimits;
  passwords: Passwords;
  /** Told after each revocation, so old revocations get purged now and then. */
  onRevoked?: () => void;
}

export const sessionEnded = () => new UnauthorizedError('session_ended', authMessages.sessionEnded);

/** Sessions: logging in, checking a token, refreshing it and logging out. */
export function createAuthService({
  users,
  tokens,
  signer,
  limits,
  passwords,
  onRevoked,
}: AuthServiceDeps) {
  // Computed now, so the first login with an unknown email is not the slow one.
  passwords.decoyHash().catch(() => {});

  /** The caller of a signature-checked token that still belongs to a live session. */
  async function assertUsable(claims: TokenClaims): Promise<AuthContext> {
    const state = await tokens.findState(claims.userId, claims.jti);
    if (!state || state.revoked) throw sessionEnded();
    if (state.tokensValidAfter && claims.issuedAt < state.tokensValidAfter) throw sessionEnded();
    return { ...claims, role: state.role };
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
      expiresAt: new Date(claims.authTime.getTime() + REFRESH_WINDOW_SECONDS * 1000),
    });
    onRevoked?.();
    return revoked;
  }

  return {
    /**
     * The same response, after the same scrypt work, for an unknown email and a wrong
     * password. Failures count against this address and the account (sign-in-limits.ts).
     */
    async login(email: string, password: string, address: string): Promise<IssuedToken> {
      const signedIn = await limits.checkPassword(email, address, async () => {
        // Taken before the password check, so a reset that lands meanwhile voids this token.
        const issuedAt = new Date();
        const credentials = await users.findCredentials(email.trim());
        const matches = await passwords.verify(
          password,
          credentials?.passwordHash ?? (await passwords.decoyHash()),
        );
        return credentials && matches ? { userId: credentials.id, issuedAt } : undefined;
      });
      if (!signedIn) {
        throw new UnauthorizedError('invalid_credentials', authMessages.invalidCredentials);
      }
      return signer.issue(signedIn.userId, signedIn.issuedAt);
    },

    /** For the preHandler of protected routes. */
    async authenticate(token: string): Promise<AuthContext> {
      return assertUsable(await verified(token));
    },

    /**
     * A new token for one that is validly signed, possibly expired and not revoked, as
     * long as its login was at most 14 days ago: refreshing does not move that date, so a
     * stolen token stops working 14 days after the login it came from. The old one is
     * revoked in the same step.
     */
    async refresh(token: string): Promise<IssuedToken> {
      const issuedAt = new Date();
      const claims = await verified(token, { allowExpired: true });
      const sinceLogin = issuedAt.getTime() - claims.authTime.getTime();
      const age = issuedAt.getTime() - claims.issuedAt.getTime();
      if (sinceLogin > REFRESH_WINDOW_SECONDS * 1000 || age < -CLOCK_SKEW_MS) throw sessionEnded();
      await assertUsable(claims);
      if (!(await revoke(claims))) throw sessionEnded();
      return signer.issue(claims.userId, issuedAt, claims.authTime);
    },

    async logout(auth: AuthContext): Promise<void> {
      await revoke(auth);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
