import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Row count and a digest of every row, per table: equal snapshots mean nothing was written. */
export type DatabaseSnapshot = Record<string, { rows: number; digest: string }>;

let tableNames: Promise<string[]> | undefined;

/**
 * Written by background work on its own clock, not by a request: the owners' grouped
 * new-order email drains its queue when its minute is over (decision 065). A refused
 * request that queued an email would also have written the order, which is compared.
 */
const BACKGROUND_TABLES = ['order_email_queue', 'order_email_state'];

/**
 * Every table of the app's schema (found in the catalogue, so a new table is covered without
 * editing this list), read in one query. Rows are compared by their text form.
 */
export async function snapshotDatabase(db: Db): Promise<DatabaseSnapshot> {
  const tables = await (tableNames ??= listTables(db));
  const columns = tables.map(
    (table) =>
      `'${table}', (select json_build_object('rows', count(*), 'digest', ` +
      `md5(coalesce(string_agg(t::text, '|' order by t::text), ''))) from "${table}" t)`,
  );
  const [row] = await rows<{ snapshot: DatabaseSnapshot }>(
    db,
    sql.raw(`select json_build_object(${columns.join(', ')}) as snapshot`),
  );
  return row!.snapshot;
}

async function listTables(db: Db): Promise<string[]> {
  const names = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  if (!names.includes('users') || names.some((name) => !/^[a-z_]+$/.test(name))) {
    throw new Error(`Unexpected tables: ${names.join(', ')}`);
  }
  return names.filter((name) => !BACKGROUND_TABLES.includes(name));
}

/** Both drivers (PGlite and node-postgres) resolve `execute` with `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
