import { createPeriodicTask } from '../../lib/background-tasks';
import { authPlugin } from '../../plugins/auth';
import { defineModule } from '../module';
import { createAccountsService } from './accounts.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createPasswordResetService } from './password-reset.service';
import { createResetCodeHasher, createResetCodeSealer } from './reset-codes';
import { createResetCodesRepository } from './reset-codes.repository';
import { createSignInLimits } from './sign-in-limits';
import { createTokenSigner } from './tokens';
import { createTokensRepository } from './tokens.repository';
import { createUsersRepository } from './users.repository';

/** How often revocations past their refresh window and expired reset codes are deleted. */
const PURGE_INTERVAL_MS = 15 * 60_000;

/**
 * Accounts and sessions under /auth, and `app.authenticate` for every other module: the
 * one place tokens are issued and checked.
 */
export const authModule = defineModule(
  'auth',
  async (app, { db, jwtSecret, mailer, background, config, counters, restaurant, passwords }) => {
    const users = createUsersRepository(db);
    const tokens = createTokensRepository(db);
    const signer = createTokenSigner(jwtSecret);
    const limits = createSignInLimits(counters, config.rateLimits);
    const purge = createPeriodicTask(background, 'Purging old revocations', PURGE_INTERVAL_MS, () =>
      tokens.purgeExpired(new Date()),
    );
    const auth = createAuthService({
      users,
      tokens,
      signer,
      limits,
      passwords,
      onRevoked: purge.poke,
    });
    const accounts = createAccountsService({
      users,
      restaurant,
      signer,
      limits,
      mailer,
      background,
      passwords,
    });
    const passwordReset = createPasswordResetService({
      users,
      restaurant,
      codes: createResetCodesRepository(db),
      hasher: createResetCodeHasher(jwtSecret),
      sealer: createResetCodeSealer(jwtSecret),
      limits,
      mailer,
      background,
      publicUrl: config.publicUrl,
      passwords,
    });
    purge.start();
    app.addHook('onClose', async () => purge.stop());

    await app.register(authPlugin, { authenticate: auth.authenticate });
    await app.register(authRoutes, { prefix: '/auth', auth, accounts, passwordReset });
  },
  { sharesDecorators: true },
);
