import { defineModule } from '../module';
import { createInvitesService } from './invites.service';
import { createOwnersRepository } from './owners.repository';
import { ownersRoutes } from './owners.routes';
import { createSetupService } from './setup.service';

/**
 * The family that runs the shop: the first owner (setup, with the code printed at start
 * while there is none) and the others, invited by email.
 */
export const ownersModule = defineModule(
  'owners',
  async (app, { db, config, counters, jwtSecret, mailer, background, restaurant, passwords }) => {
    const owners = createOwnersRepository(db);
    const setup = createSetupService({
      owners,
      counters,
      limit: config.rateLimits.setup.failuresPerAddress,
      shopWideLimit: config.rateLimits.setup.failuresShopWide,
      jwtSecret,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      log: app.log,
      passwords,
    });
    await setup.offerCode();
    const invites = createInvitesService({
      owners,
      restaurant,
      mailer,
      background,
      publicUrl: config.publicUrl,
      passwords,
    });
    await app.register(ownersRoutes, { setup, invites });
  },
  { needs: ['auth'] },
);
