import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { pingOf, type Database } from './client';
import { lockDataDir } from './data-dir-lock';
import { listenOnPglite } from './listen';
import { openPgliteOnDisk } from './pglite-disk';
import { PGliteForDrizzle } from './pglite-for-drizzle';
import * as schema from './schema/index';

/**
 * The embedded database (PGlite), in a folder or in memory. Loaded only when no
 * DATABASE_URL is configured (client.ts), so a shop on PostgreSQL never loads PGlite.
 */

/** One server process per folder: the lock is taken before PGlite opens it and freed after it closes. */
export async function openPgliteFolder(dataDir: string): Promise<Database> {
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

/** In memory; `from` is a dump of another PGlite (`dumpDataDir`) to start from instead of an empty one. */
export function openPgliteInMemory(from?: Blob): Promise<Database> {
  return openPglite(new PGliteForDrizzle(from ? { loadDataDir: from } : {}));
}

async function openPglite(client: PGlite, afterClose = () => {}): Promise<Database> {
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db,
    ping: pingOf(db),
    close: async () => {
      if (!client.closed) await client.close();
      afterClose();
    },
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
  };
}
