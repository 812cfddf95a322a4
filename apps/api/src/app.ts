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
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createMenuRepository } from './modules/menu/menu.repository';
import { menuRoutes } from './modules/menu/menu.routes';
import { createMenuService } from './modules/menu/menu.service';
import { errorHandler } from './plugins/error-handler';
import { staticFiles } from './plugins/static-files';

export interface BuildAppOptions {
  config: Config;
  /** Owned by the caller, who closes it. Without one, the app opens its own and closes it on close. */
  database?: Database;
  /** Defaults to JSON logs at the configured level; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
}

/** API JSON bodies are small; uploads will raise this on their own routes. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The whole application, with its database migrated and, when empty, seeded with the demo
 * menu. The server listens on it; tests call `inject` on it.
 */
export async function buildApp({ config, database: givenDatabase, logger }: BuildAppOptions) {
  const database = givenDatabase ?? (await createDatabase(databaseTargetFor(config)));
  const app = Fastify({
    logger: logger ?? defaultLogger(config),
    bodyLimit: BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();

  if (!givenDatabase) app.addHook('onClose', () => database.close());

  try {
    await runMigrations(database, config.migrationsDir);
    const { seeded } = await seedDemoMenu(database.db);
    if (seeded) app.log.info('The menu was empty: loaded the demo restaurant menu.');
  } catch (error) {
    await app.close();
    throw error;
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(staticFiles, {
    storageDir: config.storageDir,
    webDistDir: config.webDistDir,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: createHealthService(database.ping) });
      await api.register(menuRoutes, {
        menu: createMenuService(createMenuRepository(database.db)),
      });
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function defaultLogger(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // pino-pretty is a dev dependency, so only `npm run dev` asks for it.
    ...(config.nodeEnv === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}
