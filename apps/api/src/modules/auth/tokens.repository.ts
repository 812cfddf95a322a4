import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes, revokedTokens, users } from '../../db/schema/index';

export interface TokenState extends Pick<typeof users.$inferSelect, 'tokensValidAfter' | 'role'> {
  revoked: boolean;
}

export interface Revocation {
  jti: string;
  userId: number;
  /** When the token could no longer be refreshed anyway; the row may go after that. */
  expiresAt: Date;
}

export function createTokensRepository(db: Db) {
  // Built once: it runs for every signed-in call (decision 050).
  const stateOf = db
    .select({
      tokensValidAfter: users.tokensValidAfter,
      role: users.role,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('token_state');

  return {
    /** Undefined when the token's user no longer exists. One query per authenticated call. */
    async findState(userId: number, jti: string): Promise<TokenState | undefined> {
      const [row] = await stateOf.execute({ userId, jti });
      return row;
    },

    /**
     * Records the jti as revoked. False when it already was: the primary key decides, so of
     * two concurrent refreshes of one token exactly one gets `true`.
     */
    async revoke({ jti, userId, expiresAt }: Revocation): Promise<boolean> {
      const inserted = await db
        .insert(revokedTokens)
        .values({ jti, userId, expiresAt })
        .onConflictDoNothing({ target: revokedTokens.jti })
        .returning({ jti: revokedTokens.jti });
      return inserted.length === 1;
    },

    /** Revocations of tokens past their refresh window, and reset codes past their expiry. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
      await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, now));
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;
