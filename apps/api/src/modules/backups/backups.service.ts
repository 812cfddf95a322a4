import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Database, Db } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { ConflictError, ServiceUnavailableError } from '../../lib/errors';
import { insertPictures, pictureOf } from '../../lib/pictures';
import { picturesFolderOf } from '../../lib/pictures-from-folder';
import { packBackup, type BackupFile } from './backup-archive';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupFileName,
  backupTables,
  PICTURES_TABLE,
  type BackupManifest,
} from './backup-format';
import { createBackupsRepository } from './backups.repository';

export interface BackupsServiceDeps {
  database: Database;
  /** The shop's data folder: its `storage` holds the pictures of a database from before decision 067. */
  dataDir: string;
  migrationsDir: string;
}

export interface RestoreSummary {
  migration: string;
  tables: Record<string, number>;
  /** Pictures put back into the database. */
  files: number;
}

/**
 * Backups of the whole shop (docs/decisions/018): one implementation for `npm run backup`,
 * `npm run restore` and the owner's download.
 */
export function createBackupsService({ database, dataDir, migrationsDir }: BackupsServiceDeps) {
  const repository = createBackupsRepository(database.db);
  const tables = backupTables();

  return {
    fileName: backupFileName,

    /**
     * The whole shop as a gzipped tar stream, and its manifest; the rows are read, in one
     * transaction, before the stream starts.
     */
    async archive(now = new Date()): Promise<{ manifest: BackupManifest; stream: Readable }> {
      const snapshot = await repository.readSnapshot(tables, migrationsDir);
      if (snapshot.migration === undefined) {
        throw new ServiceUnavailableError(
          'no_shop_yet',
          'This database holds no shop yet: start the server on it once (it creates the tables), or point DATA_DIR / DATABASE_URL at the shop.',
        );
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        created_at: now.toISOString(),
        migration: snapshot.migration,
        tables: Object.fromEntries([...snapshot.tables].map(([name, rows]) => [name, rows.length])),
      };
      const stream = await packBackup({
        manifest,
        tables: snapshot.tables,
        pictures: snapshot.pictures ?? [],
        // A database the server has not started on since pictures moved into it: they are still files.
        picturesFolder: snapshot.pictures ? undefined : picturesFolderOf(dataDir),
      });
      return { manifest, stream };
    },

    /**
     * Loads a checked backup (openBackupFile) into this database: migrates it, then fills
     * it in one transaction and puts the pictures back. Refuses, changing nothing, a shop
     * that already has data of its own (accounts, orders, …; the demo menu and restaurant
     * a fresh start seeds do not count).
     */
    async restore(backup: BackupFile): Promise<RestoreSummary> {
      await runMigrations(database, migrationsDir);
      const outcome = await repository.restore(
        tables,
        // The pictures' rows come with their files, below.
        (table) => (table === PICTURES_TABLE ? [] : (backup.rows.get(table) ?? [])),
        (tx) => putPicturesBack(tx, backup),
      );
      if (!outcome.restored) {
        const held = outcome.dataOfItsOwn.map(({ table, rows }) => `${table}: ${rows}`).join(', ');
        throw new ConflictError(
          'shop_not_empty',
          `This shop already has data of its own (${held}). A backup is restored only into an empty shop, so that nothing is overwritten: use a new DATA_DIR or an empty PostgreSQL database. Nothing was changed.`,
        );
      }
      return {
        migration: backup.manifest.migration,
        tables: backup.manifest.tables,
        files: backup.pictures.size,
      };
    },
  };
}

/**
 * The backup's pictures into the database, one at a time: each file under storage/, with
 * the time its row in tables/pictures.json gives (a backup from before the pictures table
 * has none: they are stored now).
 */
async function putPicturesBack(tx: Db, backup: BackupFile): Promise<void> {
  if (!backup.storageDir) return;
  for (const [name, createdAt] of backup.pictures) {
    const bytes = await readFile(path.join(backup.storageDir, ...name.split('/')));
    await insertPictures(tx, [pictureOf(name, bytes, createdAt)]);
  }
}

export type BackupsService = ReturnType<typeof createBackupsService>;
