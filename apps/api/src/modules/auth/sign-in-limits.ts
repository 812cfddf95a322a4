import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimits } from '../../config';
import { countingFailures, type CounterFactory } from '../../lib/counters';

/** Past the slow-down threshold each login for the account waits this long more per failure… */
const SLOWDOWN_STEP_MS = 1_000;
/** …up to this, well inside the web app's 10 s timeout. */
const SLOWDOWN_MAX_MS = 5_000;

/**
 * The limits on logging in, signing up and resetting a password, built so that a stranger
 * cannot lock a customer out (docs/security.md, API2):
 * - failures, not attempts, are counted, per account *and* address: a correct password
 *   from an address that has not been failing is never refused;
 * - each try holds its points while its password or code is checked (countingFailures),
 *   so tries sent at once are counted as failures until they have a response and never pass a limit;
 * - an address that fails on many accounts is stopped (sized for carrier-grade NAT);
 * - one account guessed at from many addresses gets slower responses, never a refusal;
 * - reset emails are capped per account without any change in the response.
 * `address` is the client's address key, `email` as typed (compared in lower case).
 */
export function createSignInLimits(counters: CounterFactory, limits: RateLimits) {
  const loginFailures = counters('login-failures', limits.login.failures, 'percobaan');
  const loginFailuresByAddress = counters(
    'login-failures-address',
    limits.login.failuresPerAddress,
    'percobaan',
  );
  const loginFailuresByAccount = counters(
    'login-failures-account',
    limits.login.slowdown,
    'percobaan',
  );
  const registrations = counters('register-address', limits.register.perAddress, 'percobaan');
  const registrationsByEmail = counters('register-email', limits.register.perEmail, 'percobaan');
  const forgotRequests = counters('forgot-address', limits.forgotPassword.perAddress, 'percobaan');
  const resetEmails = counters(
    'reset-emails-account',
    limits.forgotPassword.emailsPerAccount,
    'percobaan',
  );
  const resetFailures = counters('reset-failures', limits.resetPassword.failures, 'percobaan');
  const resetFailuresByAddress = counters(
    'reset-failures-address',
    limits.resetPassword.failuresPerAddress,
    'percobaan',
  );

  const account = (email: string) => email.trim().toLowerCase();
  const pair = (email: string, address: string) => `${account(email)}|${address}`;

  return {
    /**
     * Runs `check` (the password check: its result when right, `undefined` when wrong) as a
     * login try of `email` from `address`: 429 when the pair or the address has failed too
     * often; a much-guessed account makes every try wait. A right password clears this
     * address's failures on the account.
     */
    async checkPassword<T>(
      email: string,
      address: string,
      check: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      const result = await countingFailures(async (hold) => {
        await hold.take(loginFailures, pair(email, address));
        await hold.take(loginFailuresByAddress, address);
        const tries = await hold.add(loginFailuresByAccount, account(email));
        const over = tries - limits.login.slowdown.max;
        if (over > 0) await sleep(Math.min(SLOWDOWN_MAX_MS, over * SLOWDOWN_STEP_MS));
        return check();
      });
      if (result !== undefined) await loginFailures.clear(pair(email, address));
      return result;
    },

    /** A sign-up, or an email change, naming `email`: 429 past either limit. */
    async registration(email: string, address: string): Promise<void> {
      await registrations.take(address);
      await registrationsByEmail.take(account(email));
    },

    async forgotPassword(address: string): Promise<void> {
      await forgotRequests.take(address);
    },

    /** Whether one more reset email may go to this account now; counts it when so. */
    async mayEmailResetCode(userId: number): Promise<boolean> {
      return resetEmails.tryTake(String(userId));
    },

    /** Runs `check` (of a reset code) as a try of `email` from `address`, like `checkPassword`. */
    async checkResetCode<T>(
      email: string,
      address: string,
      check: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      return countingFailures(async (hold) => {
        await hold.take(resetFailures, pair(email, address));
        await hold.take(resetFailuresByAddress, address);
        return check();
      });
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
