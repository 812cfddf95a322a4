import path from 'node:path';
import { restaurant } from '@dapur/shared/restaurant';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, databaseTargetFor, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoMenu } from './db/seed/seed-demo';
import { createBackgroundTasks, createPeriodicTask } from './lib/background-tasks';
import { resolveJwtSecret } from './lib/jwt-secret';
import { serializeRequest } from './lib/log-redaction';
import { OneLinePerRequest } from './lib/request-log';
import { defaultAuthRateLimits, type AuthRateLimits } from './modules/auth/auth-rate-limits';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createResetCodeHasher } from './modules/auth/reset-codes';
import { createResetCodesRepository } from './modules/auth/reset-codes.repository';
import { createTokenSigner } from './modules/auth/tokens';
import { createTokensRepository } from './modules/auth/tokens.repository';
import { createUsersRepository } from './modules/auth/users.repository';
import { createCartRepository } from './modules/cart/cart.repository';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createMenuRepository } from './modules/menu/menu.repository';
import { menuRoutes } from './modules/menu/menu.routes';
import { createMenuService } from './modules/menu/menu.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { qrisRoutes } from './modules/payments/qris.routes';
import { createQrisService } from './modules/payments/qris.service';
import { createSuggestionsRepository } from './modules/suggestions/suggestions.repository';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes';
import { createSuggestionsService } from './modules/suggestions/suggestions.service';
import { authPlugin } from './plugins/auth';
import { corsPolicy } from './plugins/cors';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler';
import { defaultWriteRateLimit, rateLimits, type RateRule } from './plugins/rate-limits';
import { securityHeaders } from './plugins/security-headers';
import { staticFiles } from './plugins/static-files';

export interface BuildAppOptions {
  config: Config;
  /** Owned by the caller, who closes it. Without one, the app opens its own and closes it on close. */
  database?: Database;
  /** Defaults to JSON logs at the configured level; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces SMTP / outbox delivery, e.g. to collect messages in a test. */
  mailer?: Mailer;
  /** Overrides of the write limit and of the login, register and password-reset limits. */
  rateLimits?: Partial<AppRateLimits>;
  /** Prefix of the rate-limit keys in Redis (REDIS_URL); tests give each run its own. */
  redisNamespace?: string;
}

export interface AppRateLimits extends AuthRateLimits {
  /** Every POST, PUT, PATCH and DELETE under /api, per client IP. */
  writes: RateRule;
}

/**
 * The largest JSON body a customer sends (a suggestion, 1000 characters) is a few KB;
 * uploads will raise this on their own routes.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** How often revocations past their refresh window and expired reset codes are deleted. */
const PURGE_INTERVAL_MS = 15 * 60_000;

/**
 * The whole application, with its database migrated and, when empty, seeded with the demo
 * menu. The server listens on it; tests call `inject` on it.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config, database: givenDatabase, logger } = options;
  const database = givenDatabase ?? (await createDatabase(databaseTargetFor(config)));
  const app = Fastify({
    logger: withRedaction(logger ?? defaultLogger(config)),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (!givenDatabase) app.addHook('onClose', () => database.close());

  let jwtSecret: string;
  try {
    await runMigrations(database, config.migrationsDir);
    const { seeded } = await seedDemoMenu(database.db);
    if (seeded) app.log.info('The menu was empty: loaded the demo restaurant menu.');
    jwtSecret = await resolveJwtSecret(config, app.log);
  } catch (error) {
    await app.close();
    throw error;
  }

  const { db } = database;
  const background = createBackgroundTasks(app.log);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const usersRepository = createUsersRepository(db);
  const tokensRepository = createTokensRepository(db);
  const purge = createPeriodicTask(background, 'Purging old revocations', PURGE_INTERVAL_MS, () =>
    tokensRepository.purgeExpired(new Date()),
  );
  const auth = createAuthService({
    users: usersRepository,
    tokens: tokensRepository,
    signer: createTokenSigner(jwtSecret),
    onRevoked: purge.poke,
  });
  const passwordReset = createPasswordResetService({
    users: usersRepository,
    codes: createResetCodesRepository(db),
    hasher: createResetCodeHasher(jwtSecret),
    mailer,
    background,
    publicUrl: config.publicUrl,
  });
  purge.start();
  app.addHook('onClose', async () => {
    purge.stop();
    // Emails already promised to a customer still go out before the database closes.
    await background.drain();
    if (!options.mailer) mailer.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { writes = defaultWriteRateLimit, ...authRateLimits } = options.rateLimits ?? {};
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(corsPolicy, { origins: config.corsOrigins });
  await app.register(rateLimits, {
    writes,
    redisUrl: config.redisUrl,
    redisNamespace: options.redisNamespace,
  });
  await app.register(authPlugin, { auth });
  await app.register(staticFiles, {
    storageDir: config.storageDir,
    webDistDir: config.webDistDir,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: createHealthService(database.ping) });
      await api.register(menuRoutes, {
        menu: createMenuService(createMenuRepository(db)),
      });
      await api.register(authRoutes, {
        auth,
        passwordReset,
        rateLimits: { ...defaultAuthRateLimits, ...authRateLimits },
      });
      await api.register(suggestionsRoutes, {
        suggestions: createSuggestionsService(createSuggestionsRepository(db)),
      });
      await api.register(cartRoutes, { cart: createCartService(createCartRepository(db)) });
      await api.register(ordersRoutes, {
        orders: createOrdersService(createOrdersRepository(db)),
      });
      await api.register(paymentsRoutes, {
        payments: createPaymentsService(createPaymentsRepository(db)),
      });
      await api.register(qrisRoutes, {
        qris: createQrisService({
          imageFile: config.qrisImage,
          merchantName: restaurant.name,
          // Printed in the sample code only; a configured QRIS image carries its own.
          merchantCity: 'Sleman',
        }),
      });
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The emailed reset link carries the code in its query string: requests are logged without it. */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { req: serializeRequest, ...logger.serializers } };
}

function defaultLogger(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // pino-pretty is a dev dependency, so only `npm run dev` asks for it.
    ...(config.nodeEnv === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}
