import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pingOf, type Database } from './client';
import { listenOnPostgres } from './listen-postgres';
import * as schema from './schema/index';

/**
 * A pool of connections to a PostgreSQL server (DATABASE_URL). Loaded only when one is
 * configured (client.ts), so the embedded database never loads pg.
 */
export async function connectPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Fail fast (health checks, start-up) instead of queueing behind a dead server.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    db,
    ping: pingOf(db),
    close: () => (closing ??= pool.end()),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
  };
}
