import {
  createDatabase,
  type Database,
  type DatabaseTarget,
} from '../../../apps/api/src/db/client.ts';
import { createAppServices, type AppServices } from './app-services.ts';

/**
 * The twin of the shop's database (storage.ts) as the bench's process holds it for the
 * direct-SQL ceilings, able to lend it to a reference in a process of its own.
 */
export interface Twin {
  target: DatabaseTarget;
  /** The app's services on the bench's connection to the twin; not while it is lent. */
  services(): AppServices;
  /**
   * Runs `work` while another process may open the twin. PGlite admits one process per data
   * folder, so an embedded twin is closed here meanwhile and opened again after, as the
   * ceilings hold it alone while they run; a PostgreSQL twin is simply shared.
   */
  lend<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openTwin(target: DatabaseTarget): Promise<Twin> {
  const exclusive = !('databaseUrl' in target);
  let database: Database | undefined = await createDatabase(target);
  let services = createAppServices(database.db);

  return {
    target,
    services() {
      if (!database) throw new Error('The twin is lent to another process.');
      return services;
    },
    async lend(work) {
      if (!exclusive || !database) return work();
      await services.settled();
      await database.close();
      database = undefined;
      try {
        return await work();
      } finally {
        database = await createDatabase(target);
        services = createAppServices(database.db);
      }
    },
    async close() {
      await database?.close();
      database = undefined;
    },
  };
}
