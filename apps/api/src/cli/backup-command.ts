import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import type { BackupManifest } from '../modules/backups/backup-format';
import { createBackupsService } from '../modules/backups/backups.service';
import { openShopDatabase } from './shop-database';

/**
 * `npm run backup -- [FILE]`: the whole shop into FILE (a folder: the day's file name in
 * it; nothing: the day's file name here). Written beside it first, then renamed, so a
 * failed backup never leaves half a file under the name.
 */
export async function backupCommand(
  config: Config,
  target: string | undefined,
  now = new Date(),
): Promise<{ file: string; manifest: BackupManifest }> {
  const database = await openShopDatabase(config, {
    existing: true,
    whileServerRuns:
      'Stop it and run this again, or download the backup while it runs: "Unduh cadangan" on the owner\'s page.',
  });
  try {
    const backups = createBackupsService({
      database,
      dataDir: config.dataDir,
      migrationsDir: config.migrationsDir,
    });
    const file = await fileFor(target, backups.fileName(now));
    const partial = `${file}.partial-${process.pid}`;
    try {
      // It holds every account's password hash: readable by this user only.
      const { manifest, stream } = await backups.archive(now);
      await pipeline(stream, createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, file);
      return { file, manifest };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  } finally {
    await database.close();
  }
}

async function fileFor(target: string | undefined, dayName: string): Promise<string> {
  const chosen = path.resolve(target ?? dayName);
  const isFolder = await stat(chosen).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  return isFolder ? path.join(chosen, dayName) : chosen;
}
