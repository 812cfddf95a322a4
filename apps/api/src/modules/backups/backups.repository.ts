import { asc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lastAppliedMigration } from '../../db/migrate';
import { pictures } from '../../db/schema/index';
import { announceCatalogChange } from '../../lib/catalog-notices';
import type { BackupPicture, BackupRow } from './backup-archive';
import { PICTURES_TABLE, SEEDED_TABLES, type BackupTable } from './backup-format';

/** Rows per INSERT: keeps each statement's JSON parameter small on a shop with years of orders. */
const INSERT_BATCH_ROWS = 500;

export interface Snapshot {
  /** The last migration applied; undefined for a database the server never started on. */
  migration: string | undefined;
  /** Table name → its rows as JSON text, in primary-key order. */
  tables: Map<string, string[]>;
  /** The pictures' bytes (tables holds the rest of their rows); undefined for a database from before them. */
  pictures: BackupPicture[] | undefined;
}

/** A picture's row in its table file: every column but the bytes, which the backup holds as a file. */
const PICTURE_ROW = sql.join(
  Object.values(getTableColumns(pictures))
    .filter((column) => column !== pictures.bytes)
    .map((column) => sql.identifier(column.name)),
  sql`, `,
);

interface ColumnInfo {
  column_name: string;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createBackupsRepository(db: Db) {
  return {
    /**
     * Every row of every table as of one instant (REPEATABLE READ), timestamps in UTC. A
     * table this code has and the database not yet (an older database) is left out.
     */
    async readSnapshot(tables: BackupTable[], migrationsDir: string): Promise<Snapshot> {
      return db.transaction(
        async (tx) => {
          await tx.execute(sql`set local timezone = 'UTC'`);
          const migration = await lastAppliedMigration(tx, migrationsDir);
          const snapshot = new Map<string, string[]>();
          for (const table of tables) {
            if (!(await tableExists(tx, table.name))) continue;
            const order = sql.join(
              table.primaryKey.map((column) => sql`t.${sql.identifier(column)}`),
              sql`, `,
            );
            const source =
              table.name === PICTURES_TABLE
                ? sql`(select ${PICTURE_ROW} from ${pictures})`
                : sql.identifier(table.name);
            const result = await tx.execute(
              sql`select row_to_json(t)::text as "row" from ${source} as t order by ${order}`,
            );
            snapshot.set(
              table.name,
              rowsOf<{ row: string }>(result).map(({ row }) => row),
            );
          }
          const files = snapshot.has(PICTURES_TABLE)
            ? await tx
                .select({
                  name: pictures.name,
                  bytes: pictures.bytes,
                  createdAt: pictures.createdAt,
                })
                .from(pictures)
                .orderBy(asc(pictures.name))
            : undefined;
          return { migration, tables: snapshot, pictures: files };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * Loads a backup into a shop that holds nothing but what a fresh start seeds, in one
     * transaction with every table locked: the seeded rows go, each table's rows come in
     * `tables` order (foreign keys first), every identity sequence moves past the highest
     * id. `beforeCommit` runs last, in the transaction (putting the pictures back): if it
     * throws, nothing stays.
     * When the shop has data of its own, changes nothing and returns which tables hold it.
     */
    async restore(
      tables: BackupTable[],
      rowsOfTable: (table: string) => BackupRow[],
      beforeCommit: (tx: Db) => Promise<void>,
    ): Promise<RestoreOutcome> {
      return db.transaction(async (tx) => {
        const names = tables.map((table) => sql.identifier(table.name));
        await tx.execute(sql`lock table ${sql.join(names, sql`, `)} in access exclusive mode`);

        const found = await dataOfItsOwn(tx, tables);
        if (found.length > 0) return { restored: false, dataOfItsOwn: found };

        for (const table of [...tables].reverse()) {
          await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
        }
        for (const table of tables) {
          const columns = await columnsOf(tx, table.name);
          await insertRows(tx, table.name, columns, rowsOfTable(table.name));
          await moveIdentitiesPastRows(tx, table.name, columns);
        }
        await beforeCommit(tx);
        // On PostgreSQL a server may run meanwhile: it drops the demo menu it has cached.
        await announceCatalogChange(tx);
        return { restored: true };
      });
    },
  };
}

export type BackupsRepository = ReturnType<typeof createBackupsRepository>;

export interface TableCount {
  table: string;
  rows: number;
}

export type RestoreOutcome =
  | { restored: true }
  /** The tables, beyond what a fresh start seeds, that hold rows: a restore would overwrite them. */
  | { restored: false; dataOfItsOwn: TableCount[] };

async function tableExists(tx: Db, table: string): Promise<boolean> {
  const result = await tx.execute(sql`select to_regclass(${table}) is not null as "present"`);
  return rowsOf<{ present: boolean }>(result)[0]?.present === true;
}

async function dataOfItsOwn(tx: Db, tables: BackupTable[]): Promise<TableCount[]> {
  const found: TableCount[] = [];
  for (const { name } of tables) {
    if (SEEDED_TABLES.includes(name)) continue;
    const result = await tx.execute(
      sql`select count(*)::int as "rows" from ${sql.identifier(name)}`,
    );
    const rows = rowsOf<{ rows: number }>(result)[0]?.rows ?? 0;
    if (rows > 0) found.push({ table: name, rows });
  }
  return found;
}

async function columnsOf(tx: Db, table: string): Promise<ColumnInfo[]> {
  const result = await tx.execute(sql`
    select column_name, is_identity, is_generated
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position
  `);
  return rowsOf<ColumnInfo>(result);
}

/**
 * PostgreSQL turns the rows back into its own types (json_populate_recordset), so every
 * type round-trips as row_to_json wrote it. Columns the backup does not have (added by a
 * later migration) take their defaults; columns the database no longer has are dropped,
 * as their migration did.
 */
async function insertRows(
  tx: Db,
  table: string,
  columns: ColumnInfo[],
  rows: BackupRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const names = columns
    .filter((column) => column.is_generated === 'NEVER' && present.has(column.column_name))
    .map((column) => sql.identifier(column.column_name));
  const list: SQL = sql.join(names, sql`, `);
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + INSERT_BATCH_ROWS));
    await tx.execute(sql`
      insert into ${sql.identifier(table)} (${list}) overriding system value
      select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)
    `);
  }
}

async function moveIdentitiesPastRows(tx: Db, table: string, columns: ColumnInfo[]): Promise<void> {
  for (const { column_name: column } of columns.filter((c) => c.is_identity === 'YES')) {
    await tx.execute(sql`
      select setval(
        pg_get_serial_sequence(quote_ident(${table}), ${column}),
        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1,
        false
      )
    `);
  }
}
