import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, databaseTargetFor } from './db/client';
import { makeDataDirPrivate } from './db/data-dir';
import { DataDirInUseError } from './db/data-dir-lock';

/** A request that has not arrived in full by then ties up a socket for nothing. */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 15_000;
/** Longer than the 60 s idle timeout of common load balancers, so they close first. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** In-flight requests get this long to finish on shutdown. */
const SHUTDOWN_GRACE_MS = 10_000;
/** While shutting down, connections whose last request has finished are closed this often. */
const IDLE_SWEEP_MS = 100;

/** What the server writes (database files, secrets, emails) is readable by its own user only. */
const PRIVATE_UMASK = 0o077;

async function main(): Promise<void> {
  const config = loadConfig();
  process.umask(PRIVATE_UMASK);
  const tightened = makeDataDirPrivate(config.dataDir);
  const database = await createDatabase(databaseTargetFor(config));
  const app = await buildApp({ config, database }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  if (tightened > 0) {
    app.log.warn(
      { dataDir: config.dataDir, changed: tightened },
      "DATA_DIR was readable by other users of this machine: it and its files are now this user's only",
    );
  }

  app.server.requestTimeout = REQUEST_TIMEOUT_MS;
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

  let closing = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Fastify closes the connections idle at this moment only: a keep-alive connection whose
    // request finishes later would hold the process until its keep-alive timeout.
    setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);

  await app.listen({ port: config.port, host: config.host });
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Dapur is ready at http://${shownHost}:${port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  // Mistakes the operator fixes get a plain sentence; anything else its stack.
  const plain = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
