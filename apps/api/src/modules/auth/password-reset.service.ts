import { authMessages, RESET_CODE_TTL_MINUTES, type resetPasswordBodySchema } from '@dapur/shared';
import type { z } from 'zod';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { InvalidError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { resetCodeEmail } from './account-emails';
import type { Passwords } from '../../lib/passwords';
import { generateResetCode, type ResetCodeHasher, type ResetCodeSealer } from './reset-codes';
import type { ResetCodesRepository } from './reset-codes.repository';
import type { SignInLimits } from './sign-in-limits';
import type { UsersRepository } from './users.repository';
import type { RestaurantRepository } from '../restaurant/restaurant.repository';

export interface PasswordResetDeps {
  users: UsersRepository;
  restaurant: RestaurantRepository;
  codes: ResetCodesRepository;
  hasher: ResetCodeHasher;
  sealer: ResetCodeSealer;
  limits: SignInLimits;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  passwords: Passwords;
}

/** `token` is the emailed code. */
type ResetRequest = z.output<typeof resetPasswordBodySchema>;

export function createPasswordResetService(deps: PasswordResetDeps) {
  const {
    users,
    restaurant,
    codes,
    hasher,
    sealer,
    limits,
    mailer,
    background,
    publicUrl,
    passwords,
  } = deps;
  // Unknown email, wrong, expired or used-up code: one response, so none of them can be told apart.
  const invalidCode = () =>
    new InvalidError('reset_code_invalid', authMessages.resetCodeInvalid, {
      token: [authMessages.resetCodeInvalid],
    });

  /**
   * Emails the account's live code, or a new one when there is none, unless this account
   * has had its share of reset emails for now: then nothing changes and the code last
   * emailed stays good. Emails of requests sent at once all carry the same code, whatever
   * order they arrive in.
   */
  async function sendCode(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user || !(await limits.mayEmailResetCode(user.id))) return;
    const fresh = generateResetCode();
    const now = new Date();
    const code = sealer.open(
      await codes.liveOrNew(
        {
          userId: user.id,
          codeHash: hasher.hash(user.id, fresh),
          codeSealed: sealer.seal(fresh),
          expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
        },
        now,
      ),
    );
    const message = resetCodeEmail(
      { name: user.name, email: user.email, code, publicUrl },
      await restaurant.get(),
    );
    await mailer.send(message);
  }

  return {
    /**
     * Responds at once, the same for every email: looking the account up, storing the code
     * and emailing it happen after the response, so its timing tells nothing either.
     */
    async requestCode(email: string, address: string): Promise<void> {
      await limits.forgotPassword(address);
      background.run('Sending a password-reset email', () => sendCode(email));
    },

    /**
     * Every try counts against the code, right or wrong; a wrong one also against this
     * address (sign-in-limits.ts). On success every earlier token of the user stops working.
     */
    async reset({ email, token: code, password }: ResetRequest, address: string): Promise<void> {
      const live = await limits.checkResetCode(email, address, async () => {
        const attempt = await codes.takeAttempt(email, new Date());
        return attempt && hasher.matches(attempt.userId, code, attempt.codeHash)
          ? attempt
          : undefined;
      });
      if (!live) throw invalidCode();
      const passwordHash = await passwords.hash(password);
      const done = await codes.completeReset(
        { codeId: live.id, userId: live.userId, passwordHash },
        new Date(),
      );
      if (!done) throw invalidCode();
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
