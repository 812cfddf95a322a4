import { randomBytes } from 'node:crypto';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../../apps/api/src/db/client.ts';
import { LOCK_FILE_NAME } from '../../../apps/api/src/db/data-dir-lock.ts';

/**
 * Where one bench run keeps the shop's data: a new embedded database, or a throw-away
 * PostgreSQL one; and a twin of it for the direct-SQL ceilings.
 */
export interface BenchStorage {
  kind: 'embedded' | 'postgres';
  label: string;
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL for the server. */
  serverEnv: Record<string, string>;
  /** The same database for the bench's own connection (the app's createDatabase). */
  target: DatabaseTarget;
  /**
   * An exact copy of the database as it is now (nothing may have it open): the ceilings run
   * on it while the server runs on the original, so that both start from the same state and
   * each case's ceiling is measured right after the shop, on the same machine.
   */
  twin(): Promise<DatabaseTarget>;
  /** Drops the throw-away databases; the data folders go with the bench's work folder. */
  dispose(): Promise<void>;
}

/** A data folder that does not exist yet: the server creates and seeds it on its first start. */
export function embeddedStorage(workDir: string): BenchStorage {
  const dataDir = path.join(workDir, 'data');
  return {
    kind: 'embedded',
    label: 'embedded database (PGlite)',
    serverEnv: { DATA_DIR: dataDir },
    target: { dataDir },
    async twin() {
      const twinDir = path.join(workDir, 'ceiling-data');
      // The lock file only names who held the folder; the twin gets its own when opened.
      await cp(dataDir, twinDir, {
        recursive: true,
        filter: (source) => path.basename(source) !== LOCK_FILE_NAME,
      });
      return { dataDir: twinDir };
    },
    dispose: async () => {},
  };
}

/**
 * A new database `dapur_<random>_bench` on the server of `serverUrl`, dropped afterwards.
 * The URL's own database is only connected to, to create and drop it; like the tests'
 * helper (apps/api/test/helper.ts), a name not ending in `bench` or `test` is refused, so a
 * typo cannot point the bench at data somebody cares about.
 */
export async function postgresStorage(serverUrl: string, workDir: string): Promise<BenchStorage> {
  const url = new URL(serverUrl);
  const adminDatabase = decodeURIComponent(url.pathname.slice(1));
  if (!/(bench|test)$/.test(adminDatabase)) {
    throw new Error(
      `Refusing BENCH_DATABASE_URL: its database "${adminDatabase}" does not end in "bench" or "test".`,
    );
  }
  const name = `dapur_${randomBytes(6).toString('hex')}_bench`;
  const twinName = name.replace(/_bench$/, '_ceiling_bench');
  const urlOf = (database: string) => {
    const named = new URL(url);
    named.pathname = `/${database}`;
    return named.toString();
  };
  await adminQuery(serverUrl, `create database "${name}"`);
  return {
    kind: 'postgres',
    label: `PostgreSQL (${url.host}, throw-away database ${name})`,
    // DATA_DIR still holds the generated files (outbox); the tables are on the server.
    serverEnv: { DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: urlOf(name) },
    target: { databaseUrl: urlOf(name) },
    async twin() {
      await adminQuery(serverUrl, `create database "${twinName}" template "${name}"`);
      return { databaseUrl: urlOf(twinName) };
    },
    async dispose() {
      for (const database of [name, twinName]) {
        await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`);
      }
    },
  };
}

async function adminQuery(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
