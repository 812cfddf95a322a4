import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { createDatabase, databaseTargetFor, type Database } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { CommandError } from './command-error';

/**
 * The shop's database as the server opens it (DATABASE_URL, else the embedded one in
 * DATA_DIR). `existing`: an embedded database must already be there; a typo in DATA_DIR
 * must not create an empty shop. `whileServerRuns` says what to do instead when the
 * server holds the embedded database (it admits one process).
 */
export async function openShopDatabase(
  config: Config,
  { existing, whileServerRuns }: { existing: boolean; whileServerRuns: string },
): Promise<Database> {
  if (!config.databaseUrl && existing && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    throw new CommandError(
      `There is no shop database in ${config.dataDir}. Set DATA_DIR to the shop's data folder, or DATABASE_URL for a PostgreSQL server.`,
    );
  }
  try {
    return await createDatabase(databaseTargetFor(config));
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new CommandError(
        `The shop's server is running on ${config.dataDir}: the embedded database admits one process at a time. ${whileServerRuns}`,
        { cause: error },
      );
    }
    throw error;
  }
}
