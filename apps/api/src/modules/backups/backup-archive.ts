import type { Dirent, Stats } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadEntry } from 'tar';
import { migrationsOfCode } from '../../db/migrate';
import { InvalidError } from '../../lib/errors';
import { isStoredImage } from '../../lib/pictures';
import {
  backupManifestSchema,
  backupTables,
  MANIFEST_FILE,
  PICTURES_TABLE,
  STORAGE_FOLDER,
  tableFile,
  type BackupManifest,
} from './backup-format';

/** A row as row_to_json wrote it: column name → JSON value. */
export type BackupRow = Record<string, unknown>;

/** A picture as the backup carries it: the file `storage/<name>`. */
export interface BackupPicture {
  name: string;
  bytes: Buffer;
  createdAt: Date;
}

export interface BackupContent {
  manifest: BackupManifest;
  /** Table name → its rows, each one JSON text from the database. */
  tables: Map<string, string[]>;
  /** The pictures in the database, packed as `storage/<name>`. */
  pictures: BackupPicture[];
  /**
   * A folder named `storage` packed as it is: DATA_DIR/storage of a database from before
   * pictures moved into it (decision 067), whose pictures are still there.
   */
  picturesFolder?: string;
}

/**
 * The backup as a gzipped tar stream: the manifest, the tables and the pictures from
 * memory (and an older shop's pictures folder from the disk, plain files and folders only).
 */
export async function packBackup({ manifest, tables, pictures, picturesFolder }: BackupContent) {
  // The folder is packed under its own name, which a restore looks for.
  if (picturesFolder !== undefined && path.basename(picturesFolder) !== STORAGE_FOLDER) {
    throw new Error(`The pictures folder must be named ${STORAGE_FOLDER}: ${picturesFolder}`);
  }
  // tar is loaded with the first backup or restore, not at start (docs/performance.md).
  const tar = await import('tar');
  const pack = new tar.Pack({
    cwd: picturesFolder === undefined ? tmpdir() : path.dirname(picturesFolder),
    gzip: true,
    portable: true,
    filter: (_path, entry) => !isFsStats(entry) || entry.isFile() || entry.isDirectory(),
  });
  const createdAt = new Date(manifest.created_at);
  pack.add(memoryFile(tar, MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`, createdAt));
  for (const [name, rows] of tables) {
    const json = rows.length === 0 ? '[]\n' : `[\n${rows.join(',\n')}\n]\n`;
    pack.add(memoryFile(tar, tableFile(name), json, createdAt));
  }
  for (const picture of pictures) {
    pack.add(
      memoryFile(tar, `${STORAGE_FOLDER}/${picture.name}`, picture.bytes, picture.createdAt),
    );
  }
  if (picturesFolder !== undefined && (await isFolder(picturesFolder))) pack.add(STORAGE_FOLDER);
  pack.end();
  return Readable.from(pack);
}

function memoryFile(
  tar: typeof import('tar'),
  name: string,
  text: string | Buffer,
  mtime: Date,
): ReadEntry {
  const content = Buffer.from(text);
  const entry = new tar.ReadEntry(
    new tar.Header({ path: name, type: 'File', mode: 0o600, size: content.length, mtime }),
  );
  entry.end(content);
  return entry;
}

export interface BackupFile {
  manifest: BackupManifest;
  /** Table name → its rows; every table of this code is there, empty when the backup has none. */
  rows: Map<string, BackupRow[]>;
  /** The unpacked `storage` folder; undefined when the backup holds no pictures. */
  storageDir: string | undefined;
  /** The pictures under it by name (`foods/x.webp`), with when each was stored if the backup says. */
  pictures: Map<string, Date | undefined>;
  /** Removes the unpacked copy. */
  dispose(): Promise<void>;
}

/**
 * Unpacks a backup into a temporary folder and checks all of it before anything else is
 * touched: that it is a Dapur backup, that this code knows its migration (else a newer
 * Dapur made it), its tables and their rows. Throws an InvalidError otherwise; nothing
 * outside the temporary folder is written.
 */
export async function openBackupFile(file: string, migrationsDir: string): Promise<BackupFile> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dapur-restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const { extract } = await import('tar');
    await extract({
      file,
      cwd: dir,
      strict: true,
      // Files and folders only: a link could point anywhere on the machine.
      filter: (name, entry) =>
        ('type' in entry ? ['File', 'Directory'].includes(entry.type) : true) &&
        (name === MANIFEST_FILE || /^(tables|storage)(\/|$)/.test(name)),
    }).catch((cause: unknown) => {
      if ((cause as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new InvalidError('backup_not_found', `There is no file ${file}.`, {}, { cause });
      }
      throw notABackup(file, cause);
    });
    const manifest = await readManifest(file, dir);
    const tables = await checkTables(manifest, migrationsDir);
    const rows = new Map<string, BackupRow[]>();
    for (const table of tables) rows.set(table, await readRows(file, dir, manifest, table));
    const storageDir = path.join(dir, STORAGE_FOLDER);
    const pictures = (await isFolder(storageDir))
      ? (await readdir(storageDir, { recursive: true, withFileTypes: true })).filter((entry) =>
          entry.isFile(),
        )
      : undefined;
    const foreign = pictures?.find(
      (entry) => !isStoredImage(entry.name) || entry.name.startsWith('.'),
    );
    if (foreign)
      throw notAPicture(file, path.relative(dir, path.join(foreign.parentPath, foreign.name)));
    return {
      manifest,
      rows,
      storageDir: pictures === undefined ? undefined : storageDir,
      pictures: picturesOf(file, storageDir, pictures ?? [], rows.get(PICTURES_TABLE) ?? []),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * The backup's pictures by name, with the time tables/pictures.json gives each (a backup
 * from before it has none). A row without its file is a damaged backup.
 */
function picturesOf(
  file: string,
  storageDir: string,
  entries: Dirent[],
  rows: BackupRow[],
): Map<string, Date | undefined> {
  const names = entries.map((entry) =>
    path.relative(storageDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
  );
  const stored = new Map<string, Date | undefined>(names.sort().map((name) => [name, undefined]));
  for (const row of rows) {
    const { name, created_at: createdAt } = row;
    if (typeof name !== 'string' || !stored.has(name)) {
      throw damaged(
        file,
        `${tableFile(PICTURES_TABLE)} names ${String(name)}, which is not under ${STORAGE_FOLDER}/`,
      );
    }
    if (typeof createdAt === 'string') stored.set(name, new Date(createdAt));
  }
  return stored;
}

/**
 * The tables to restore, all of this code's. A backup from a migration this code does
 * not have was made by a newer Dapur; one as new as this code must hold every table (an
 * older one may lack a table added since).
 */
async function checkTables(manifest: BackupManifest, migrationsDir: string): Promise<string[]> {
  const migrations = await migrationsOfCode(migrationsDir);
  const latest = migrations.at(-1)?.tag ?? 'none';
  if (!migrations.some((entry) => entry.tag === manifest.migration)) {
    throw new InvalidError(
      'backup_too_new',
      `This backup was made by a newer version of Dapur (database migration ${manifest.migration}; this version knows up to ${latest}). Update Dapur, then restore it. Nothing was changed.`,
    );
  }
  const tables = backupTables().map((table) => table.name);
  const unknown = Object.keys(manifest.tables).filter((name) => !tables.includes(name));
  if (unknown.length > 0) {
    throw new InvalidError(
      'backup_unknown_tables',
      `This backup holds tables this version of Dapur does not have (${unknown.join(', ')}): restore it with the version that made it. Nothing was changed.`,
    );
  }
  const missing = tables.filter((name) => !(name in manifest.tables));
  if (manifest.migration === latest && missing.length > 0) {
    throw new InvalidError(
      'backup_damaged',
      `This backup is damaged: it lacks the tables ${missing.join(', ')}. Nothing was changed.`,
    );
  }
  return tables;
}

async function readManifest(file: string, dir: string): Promise<BackupManifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch (cause) {
    throw notABackup(file, cause);
  }
  const manifest = backupManifestSchema.safeParse(parsed);
  if (!manifest.success) throw notABackup(file, manifest.error);
  return manifest.data;
}

async function readRows(
  file: string,
  dir: string,
  manifest: BackupManifest,
  table: string,
): Promise<BackupRow[]> {
  const expected = manifest.tables[table];
  if (expected === undefined) return [];
  let rows: unknown;
  try {
    rows = JSON.parse(await readFile(path.join(dir, tableFile(table)), 'utf8'));
  } catch (cause) {
    throw damaged(file, `${tableFile(table)} is missing or not JSON`, cause);
  }
  if (!isRowList(rows)) throw damaged(file, `${tableFile(table)} is not a list of rows`);
  if (rows.length !== expected) {
    throw damaged(
      file,
      `${tableFile(table)} holds ${rows.length} rows, its manifest says ${expected}`,
    );
  }
  return rows;
}

const notABackup = (file: string, cause: unknown) =>
  new InvalidError('not_a_backup', `${file} is not a Dapur backup.`, {}, { cause });

/** /storage would serve it from the shop's own origin: a page there could act as the shop. */
const notAPicture = (file: string, name: string) =>
  new InvalidError(
    'backup_foreign_file',
    `${file} holds ${name.split(path.sep).join('/')}, which is not a picture Dapur writes (only .webp and .png files belong under storage/). Restore refused. Nothing was changed.`,
  );

const damaged = (file: string, problem: string, cause?: unknown) =>
  new InvalidError(
    'backup_damaged',
    `${file} is a damaged Dapur backup: ${problem}.`,
    {},
    { cause },
  );

function isRowList(value: unknown): value is BackupRow[] {
  return (
    Array.isArray(value) &&
    value.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))
  );
}

function isFsStats(entry: Stats | ReadEntry): entry is Stats {
  return typeof (entry as Stats).isFile === 'function';
}

async function isFolder(folder: string): Promise<boolean> {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}
