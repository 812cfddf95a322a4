import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NotificationHandlers, StopListening } from './listen';
import type * as schema from './schema/index';

export type Schema = typeof schema;

/** What repositories work with: the query builder both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In memory; `from` is a dump of another PGlite (`dumpDataDir`) to start from instead of an empty one. */
  | { memory: true; from?: Blob };

interface DatabaseHandle {
  /** Resolves when `select 1` succeeds; throws otherwise. */
  ping(): Promise<void>;
  /** Safe to call more than once. */
  close(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` from every process using this database (with PostgreSQL,
   * every instance; embedded, this process). Stop listening before closing.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
}

export type Database =
  | (DatabaseHandle & { kind: 'pglite'; db: PgliteDatabase<Schema> })
  | (DatabaseHandle & { kind: 'postgres'; db: NodePgDatabase<Schema> });

/**
 * Each driver's code is loaded with the first database of its kind (the build splits it
 * off): a shop runs on one, and the other's modules would only cost start time and memory
 * (docs/performance.md).
 */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const { connectPostgres } = await import('./postgres-database');
    return connectPostgres(target.databaseUrl);
  }
  const { openPgliteFolder, openPgliteInMemory } = await import('./pglite-database');
  if ('dataDir' in target) return openPgliteFolder(target.dataDir);
  return openPgliteInMemory(target.from);
}

/** `ping` for a database handle: resolves when `select 1` succeeds. */
export function pingOf(db: Db): () => Promise<void> {
  return async () => {
    await db.execute(sql`select 1`);
  };
}

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in the data folder. */
export function databaseTargetFor(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}
