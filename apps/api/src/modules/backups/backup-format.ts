import { DISPLAY_TIME_ZONE } from '@dapur/shared/limits';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import * as schema from '../../db/schema/index';

/**
 * A backup is one gzipped tar (docs/decisions/018):
 *
 *     manifest.json          what the file is and what it holds (backupManifestSchema)
 *     tables/<table>.json    every row of that table, as PostgreSQL's row_to_json writes it
 *     storage/…              the family's uploaded pictures, one file each
 *
 * The pictures' bytes are the files under storage/, as when pictures were files in
 * DATA_DIR/storage (before decision 067); tables/pictures.json holds the rest of each row.
 * A backup from before then has storage/ and no pictures table: it restores all the same.
 */
export const BACKUP_FORMAT = 'dapur-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const STORAGE_FOLDER = 'storage';

export const tableFile = (table: string) => `tables/${table}.json`;

/** The table whose `bytes` travel as the files under storage/, not in its table file. */
export const PICTURES_TABLE = getTableName(schema.pictures);

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: z.iso.datetime({ offset: true }),
  /** The last drizzle migration applied to the database the rows come from. */
  migration: z.string().min(1),
  /** Table name → number of rows in its file. */
  tables: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.number().int().min(0)),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/**
 * The tables a fresh start fills on its own (the demo menu and restaurant, a setup code, the
 * push key pair): a shop holding rows only in these is empty, and a restore replaces them.
 */
export const SEEDED_TABLES: readonly string[] = [
  getTableName(schema.categories),
  getTableName(schema.foods),
  getTableName(schema.restaurant),
  getTableName(schema.setupCodes),
  getTableName(schema.pushKeys),
];

export interface BackupTable {
  name: string;
  /** Database names of its primary key, which orders the rows in the file. */
  primaryKey: string[];
}

/**
 * Every table of the Drizzle schema, each after the tables its foreign keys point to: the
 * order a restore inserts them in. Read from the schema, so a new table is never left out.
 */
export function backupTables(): BackupTable[] {
  const tables: PgTable[] = Object.values<unknown>(schema).filter((value) => is(value, PgTable));
  const byName = new Map(tables.map((table) => [getTableName(table), table]));
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();

  const place = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through table ${name}`);
    visiting.add(name);
    const config = getTableConfig(byName.get(name)!);
    for (const foreignKey of config.foreignKeys) {
      const target = getTableName(foreignKey.reference().foreignTable);
      if (target !== name) place(target);
    }
    visiting.delete(name);
    placed.add(name);
    const primaryKey = [
      ...config.columns.filter((column) => column.primary).map((column) => column.name),
      ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
    ];
    if (primaryKey.length === 0) throw new Error(`Table ${name} has no primary key`);
    ordered.push({ name, primaryKey });
  };
  for (const name of byName.keys()) place(name);
  return ordered;
}

/** `dapur-cadangan-2026-11-24.tar.gz`, dated in the restaurant's time zone. */
export function backupFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `dapur-cadangan-${day}.tar.gz`;
}
