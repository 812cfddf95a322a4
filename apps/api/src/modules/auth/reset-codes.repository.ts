import { RESET_CODE_MAX_ATTEMPTS } from '@dapur/shared';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes, users } from '../../db/schema/index';

export interface NewResetCode {
  userId: number;
  codeHash: string;
  codeSealed: string;
  expiresAt: Date;
}

export function createResetCodesRepository(db: Db) {
  return {
    /**
     * The code to email: the account's live one (not expired, tries left) with its expiry
     * moved to `fresh.expiresAt` and its tries still counted, or else `fresh`, which
     * replaces any other. The account's row is locked meanwhile, so of requests sent at
     * once, on any instance, the first stores a code and the others email it again: every
     * email of a burst carries the code that works (finding 9 of issue 32, decision 063).
     * Returns the sealed code.
     */
    async liveOrNew(fresh: NewResetCode, now: Date): Promise<string> {
      const { userId, codeHash, codeSealed, expiresAt } = fresh;
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [live] = await tx
          .update(passwordResetCodes)
          .set({ expiresAt })
          .where(
            and(
              eq(passwordResetCodes.userId, userId),
              gt(passwordResetCodes.expiresAt, now),
              lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
              isNotNull(passwordResetCodes.codeSealed),
            ),
          )
          .returning({ codeSealed: passwordResetCodes.codeSealed });
        if (live?.codeSealed) return live.codeSealed;
        await tx
          .insert(passwordResetCodes)
          .values({ userId, codeHash, codeSealed, expiresAt, attempts: 0 })
          .onConflictDoUpdate({
            target: passwordResetCodes.userId,
            set: { codeHash, codeSealed, expiresAt, attempts: 0, createdAt: sql`now()` },
          });
        return codeSealed;
      });
    },

    /**
     * Counts one try against the live code of the account with this email and returns it,
     * or undefined when there is none (no such account, never asked, expired, or out of
     * tries). One statement either way, so the response takes as long for an unknown email
     * as for a known one; counting in it means parallel guesses cannot pass the limit.
     */
    async takeAttempt(
      email: string,
      now: Date,
    ): Promise<{ id: number; userId: number; codeHash: string } | undefined> {
      return db.transaction(async (tx) => {
        // A known account's try writes (the count) and an unknown one's does not: without
        // waiting for the disk flush at commit, both respond alike. The count is visible to
        // every other guess at once all the same; a crash may lose the last few.
        await tx.execute(sql`set local synchronous_commit to off`);
        const [row] = await tx
          .update(passwordResetCodes)
          .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
          .from(users)
          .where(
            and(
              eq(users.id, passwordResetCodes.userId),
              eq(sql`lower(${users.email})`, email.toLowerCase()),
              gt(passwordResetCodes.expiresAt, now),
              lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
            ),
          )
          .returning({
            id: passwordResetCodes.id,
            userId: passwordResetCodes.userId,
            codeHash: passwordResetCodes.codeHash,
          });
        return row;
      });
    },

    /**
     * Uses up the code and sets the new password in one transaction; every token issued
     * before `now` stops working. False when the code was used up meanwhile.
     */
    async completeReset(
      { codeId, userId, passwordHash }: { codeId: number; userId: number; passwordHash: string },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(passwordResetCodes)
          .where(eq(passwordResetCodes.id, codeId))
          .returning({ id: passwordResetCodes.id });
        if (deleted.length === 0) return false;
        await tx
          .update(users)
          .set({ passwordHash, tokensValidAfter: now })
          .where(eq(users.id, userId));
        return true;
      });
    },
  };
}

export type ResetCodesRepository = ReturnType<typeof createResetCodesRepository>;
