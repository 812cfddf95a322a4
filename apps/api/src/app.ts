import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, databaseTargetFor, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoMenu, seedDemoRestaurant } from './db/seed/seed-demo';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background-tasks';
import { createCatalogCache } from './lib/catalog-cache';
import { frozenClock, systemClock, type Clock } from './lib/clock';
import { createCounterFactory } from './lib/counters';
import { resolveJwtSecret } from './lib/jwt-secret';
import { serializeRequest } from './lib/log-redaction';
import { createMailer, type Mailer } from './lib/mailer';
import { createPasswords } from './lib/passwords';
import { closeRedis, connectRedis } from './lib/redis';
import { OneLinePerRequest } from './lib/request-log';
import { createPictureStore } from './lib/picture-store';
import { movePicturesIntoDatabase } from './lib/pictures-from-folder';
import { authModule } from './modules/auth/index';
import { backupsModule } from './modules/backups/index';
import { cartModule } from './modules/cart/index';
import { healthModule } from './modules/health/index';
import { menuModule } from './modules/menu/index';
import { publicPagePaths } from './modules/menu/menu-pages';
import { createMenuRepository } from './modules/menu/menu.repository';
import type { ModuleContext } from './modules/module';
import { ordersModule } from './modules/orders/index';
import { ownersModule } from './modules/owners/index';
import { paymentsModule } from './modules/payments/index';
import { pushModule } from './modules/push/index';
import { createPushKeysRepository } from './modules/push/push-keys.repository';
import { createPushNotifier } from './modules/push/push-notifier';
import { createPushSender, type PushServiceOptions } from './modules/push/push-sender';
import { createPushSubscriptionsRepository } from './modules/push/push-subscriptions.repository';
import { reportsModule } from './modules/reports/index';
import { restaurantModule } from './modules/restaurant/index';
import { createRestaurantRepository } from './modules/restaurant/restaurant.repository';
import { suggestionsModule } from './modules/suggestions/index';
import { apiReference } from './plugins/api-reference';
import { compression } from './plugins/compression';
import { corsPolicy } from './plugins/cors';
import { crawlerFiles } from './plugins/crawler-files';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler';
import { rateLimits } from './plugins/rate-limits';
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
  /** Prefix of the rate-limit keys in Redis (REDIS_URL); tests give each run its own. */
  redisNamespace?: string;
  /** "Now" for the ordering rules; tests set it. Without one: SHOP_NOW, else the real time. */
  clock?: Clock;
  /** How pushes reach push services; tests trust their stand-in's certificate and shorten the timeout. */
  pushService?: PushServiceOptions;
}

/**
 * The largest JSON body a customer sends (a suggestion, 1000 characters) is a few KB;
 * uploads will raise this on their own routes.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The API's features under /api, one line each. Auth comes first: it gives the others `app.authenticate`. */
const modules = [
  authModule,
  healthModule,
  menuModule,
  suggestionsModule,
  cartModule,
  ordersModule,
  paymentsModule,
  restaurantModule,
  ownersModule,
  pushModule,
  reportsModule,
  backupsModule,
];

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
    trustProxy: trustedProxies(config.trustProxy),
    logController: new OneLinePerRequest(),
    frameworkErrors,
    clientErrorHandler,
    // zod validates and serialises every route (below); without these, Fastify would load
    // its own compilers (ajv, fast-json-stringify) at start and never use them: about a
    // fifth of the start time (docs/performance.md).
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
  }).withTypeProvider<ZodTypeProvider>();

  if (!givenDatabase) app.addHook('onClose', () => database.close());
  if (config.trustProxy === true) {
    app.log.warn(
      "TRUST_PROXY=true takes the first address in X-Forwarded-For, which any client can write: set the proxy's address or the number of proxies (TRUST_PROXY=1) instead",
    );
  }

  let jwtSecret: string;
  try {
    await runMigrations(database, config.migrationsDir);
    const { seeded } = await seedDemoMenu(database.db);
    if (seeded) app.log.info('The menu was empty: loaded the demo restaurant menu.');
    const profile = await seedDemoRestaurant(database.db, {
      demoQris: config.qrisImage === undefined,
    });
    if (profile.seeded) app.log.info('No restaurant profile yet: loaded the demo restaurant.');
    await movePicturesIntoDatabase(database.db, config.dataDir, app.log);
    jwtSecret = await resolveJwtSecret(config, app.log);
  } catch (error) {
    await app.close();
    throw error;
  }

  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const pushSender = createPushSender({
    keys: createPushKeysRepository(database.db),
    subscriptions: createPushSubscriptionsRepository(database.db),
    subject: config.pushSubject,
    log: app.log,
    service: options.pushService,
  });
  // Runs after every module's own onClose hooks (children close first).
  app.addHook('onClose', async () => {
    // A push service that does not respond must not hold the shutdown: pushes are cut short.
    pushSender.stop();
    // Emails already promised to a customer still go out before the database closes.
    await background.drain();
    if (!options.mailer) mailer.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  const redisNamespace = options.redisNamespace ?? 'dapur-rate-limit:';
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(corsPolicy, { origins: config.corsOrigins });
  await app.register(rateLimits, { writes: config.rateLimits.writes, redis, redisNamespace });
  const catalog = createCatalogCache();
  const pictures = createPictureStore(database.db, { demoDir: config.storageDir });
  // A replaced or deleted picture goes with the menu change that dropped it, on every instance.
  catalog.onClear(() => pictures.dropCached());
  await catalog.follow(database, app.log);
  // Before the database closes (onClose), which ends the connection it listens on.
  app.addHook('preClose', () => catalog.stop());

  await app.register(staticFiles, { pictures, webDistDir: config.webDistDir });
  // After the static files, which the build compressed: only what follows is compressed here.
  await app.register(compression);
  await app.register(apiReference);

  const context: ModuleContext = {
    config,
    database,
    db: database.db,
    mailer,
    background,
    jwtSecret,
    counters: createCounterFactory(redis, redisNamespace),
    passwords: createPasswords(config.passwordHashing),
    catalog,
    restaurant: createRestaurantRepository(database.db, catalog),
    clock: options.clock ?? clockOf(config, app.log),
    push: createPushNotifier({ db: database.db, background, sender: pushSender }),
  };
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module, context);
    },
    { prefix: '/api' },
  );
  const menu = createMenuRepository(database.db, catalog);
  await app.register(crawlerFiles, {
    publicUrl: config.publicUrl,
    publicPages: () => publicPagePaths(menu),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Work requests started and did not wait for (emails); shutdown, and tests, can drain it. */
    background: BackgroundTasks;
  }
}

/** Fastify's own schema compilers, which the app replaces with zod's before any route exists. */
function zodOnly(): never {
  throw new Error(
    'Every schema is compiled by zod: set with setValidatorCompiler and setSerializerCompiler',
  );
}

/** The real time, unless SHOP_NOW freezes the ordering rules' "now" (said in the log). */
function clockOf(config: Config, log: FastifyBaseLogger): Clock {
  if (!config.shopNow) return systemClock;
  log.warn(
    `SHOP_NOW is set: opening hours and lead times are checked as if it were ${config.shopNow.toISOString()}.`,
  );
  return frozenClock(config.shopNow);
}

/**
 * Fastify takes addresses and `true` as they are. A hop count becomes a function: the
 * nearest `hops` addresses (the socket's, then X-Forwarded-For from the right) are proxies
 * and the next one is the client, whatever a client wrote further left.
 */
function trustedProxies(trustProxy: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** The emailed reset link carries the code in its query string: requests are logged without it. */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { req: serializeRequest, ...logger.serializers } };
}

/** The log's lines are written once this many bytes have gathered (about 40 lines)… */
const LOG_WRITE_BYTES = 8 * 1024;
/** …or this often, whichever comes first. */
const LOG_FLUSH_MS = 250;

function defaultLogger(config: Config): FastifyServerOptions['logger'] {
  // pino-pretty is a dev dependency, so only `npm run dev` asks for it.
  if (config.nodeEnv === 'development') {
    return { level: config.logLevel, transport: { target: 'pino-pretty' } };
  }
  // pino's own asynchronous destination: lines leave in the background, a few kilobytes
  // in one write, instead of one write per request, and within a quarter of a second at a
  // quiet hour; pino writes what is left when the process exits (decisions 031, 055).
  const stream = pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_WRITE_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  return { level: config.logLevel, stream };
}
