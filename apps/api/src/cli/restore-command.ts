import path from 'node:path';
import type { Config } from '../config';
import { makeDataDirPrivate } from '../db/data-dir';
import { openBackupFile } from '../modules/backups/backup-archive';
import { createBackupsService, type RestoreSummary } from '../modules/backups/backups.service';
import { openShopDatabase } from './shop-database';

/**
 * `npm run restore -- FILE`: the backup into the shop the configuration names (an empty
 * one). The file is checked before the database is even opened, so a wrong file leaves
 * no trace.
 */
export async function restoreCommand(config: Config, file: string): Promise<RestoreSummary> {
  const backup = await openBackupFile(path.resolve(file), config.migrationsDir);
  try {
    makeDataDirPrivate(config.dataDir);
    const database = await openShopDatabase(config, {
      existing: false,
      whileServerRuns: 'Stop it, restore, then start it again.',
    });
    try {
      const backups = createBackupsService({
        database,
        dataDir: config.dataDir,
        migrationsDir: config.migrationsDir,
      });
      return await backups.restore(backup);
    } finally {
      await database.close();
    }
  } finally {
    await backup.dispose();
  }
}
