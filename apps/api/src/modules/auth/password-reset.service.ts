import { authMessages, RESET_CODE_TTL_MINUTES, type resetPasswordBodySchema } from '@dapur/shared';
import type { z } from 'zod';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { InvalidError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from './passwords';
import { generateResetCode, type ResetCodeHasher } from './reset-codes';
import type { ResetCodesRepository } from './reset-codes.repository';
import { resetCodeEmail } from './reset-email';
import type { UsersRepository } from './users.repository';

export interface PasswordResetDeps {
  users: UsersRepository;
  codes: ResetCodesRepository;
  hasher: ResetCodeHasher;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

/** `token` is the emailed code. */
type ResetRequest = z.output<typeof resetPasswordBodySchema>;

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { users, codes, hasher, mailer, background, publicUrl } = deps;
  // Unknown email, wrong, expired or used-up code: one answer, so none of them can be told apart.
  const invalidCode = () =>
    new InvalidError('reset_code_invalid', authMessages.resetCodeInvalid, {
      token: [authMessages.resetCodeInvalid],
    });

  return {
    /**
     * Emails a new code when the account exists, and does nothing otherwise. The email is
     * sent after the answer, so the answer takes as long either way.
     */
    async requestCode(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const code = generateResetCode();
      await codes.replace({
        userId: user.id,
        codeHash: hasher.hash(user.id, code),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
      });
      const message = resetCodeEmail({ name: user.name, email: user.email, code, publicUrl });
      background.run('Sending a password-reset email', () => mailer.send(message));
    },

    /** Every try counts, right or wrong; on success every earlier token of the user stops working. */
    async reset({ email, token: code, password }: ResetRequest): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) throw invalidCode();
      const live = await codes.takeAttempt(user.id, new Date());
      if (!live || !hasher.matches(user.id, code, live.codeHash)) throw invalidCode();
      const passwordHash = await hashPassword(password);
      const done = await codes.completeReset(
        { codeId: live.id, userId: user.id, passwordHash },
        new Date(),
      );
      if (!done) throw invalidCode();
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
