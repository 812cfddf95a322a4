import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import {
  listenOnPglite,
  listenOnPostgres,
  type NotificationHandlers,
  type StopListening,
} from './listen';
import { openPgliteOnDisk } from './pglite-disk';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** What repositories work with: the query builder both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In memory; `from` is a dump of another PGlite (`dumpDataDir`) to start from instead of an empty one. */
  | { memory: true; from?: Blob };

interface DatabaseHandle {
  /** Answers when `select 1` succeeds; throws otherwise. */
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

export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) return connectPostgres(target.databaseUrl);
  if ('dataDir' in target) return openPgliteFolder(target.dataDir);
  return openPglite(new PGlite(target.from ? { loadDataDir: target.from } : {}));
}

/** One server process per folder: the lock is taken before PGlite opens it and freed after it closes. */
async function openPgliteFolder(dataDir: string): Promise<Database> {
  // PGlite creates only the last folder of its path.
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    return await openPglite(openPgliteOnDisk(dataDir), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(client: PGlite, afterClose = () => {}): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
      afterClose();
    },
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
  };
}

async function connectPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Fail fast (health checks, start-up) instead of queueing behind a dead server.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    db,
    ping: () => ping(db),
    close: () => (closing ??= pool.end()),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
  };
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in the data folder. */
export function databaseTargetFor(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}
