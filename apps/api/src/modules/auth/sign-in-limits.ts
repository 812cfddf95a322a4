import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimits } from '../../config';
import type { CounterFactory } from '../../lib/counters';

/** Past the slow-down threshold each login for the account waits this long more per failure… */
const SLOWDOWN_STEP_MS = 1_000;
/** …up to this, well inside the web app's 10 s timeout. */
const SLOWDOWN_MAX_MS = 5_000;

/**
 * The limits on logging in, signing up and resetting a password, built so that a stranger
 * cannot lock a customer out (docs/security.md, API2):
 * - failures, not attempts, are counted, per account *and* address: a correct password
 *   from an address that has not been failing is never refused;
 * - an address that fails on many accounts is stopped (sized for carrier-grade NAT);
 * - one account guessed at from many addresses gets slower answers, never a refusal;
 * - reset emails are capped per account without any change in the answer.
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
    /** Refuses an address that has been failing; makes a much-guessed account wait. */
    async beforeLogin(email: string, address: string): Promise<void> {
      await loginFailures.refuseIfFull(pair(email, address));
      await loginFailuresByAddress.refuseIfFull(address);
      const { count } = await loginFailuresByAccount.read(account(email));
      const over = count - limits.login.slowdown.max + 1;
      if (over > 0) await sleep(Math.min(SLOWDOWN_MAX_MS, over * SLOWDOWN_STEP_MS));
    },

    async loginFailed(email: string, address: string): Promise<void> {
      await Promise.all([
        loginFailures.add(pair(email, address)),
        loginFailuresByAddress.add(address),
        loginFailuresByAccount.add(account(email)),
      ]);
    },

    /** The right password clears this address's failures on the account. */
    async loginSucceeded(email: string, address: string): Promise<void> {
      await loginFailures.clear(pair(email, address));
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
      const key = String(userId);
      if (await resetEmails.isFull(key)) return false;
      await resetEmails.add(key);
      return true;
    },

    async beforeReset(email: string, address: string): Promise<void> {
      await resetFailures.refuseIfFull(pair(email, address));
      await resetFailuresByAddress.refuseIfFull(address);
    },

    async resetFailed(email: string, address: string): Promise<void> {
      await Promise.all([
        resetFailures.add(pair(email, address)),
        resetFailuresByAddress.add(address),
      ]);
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
