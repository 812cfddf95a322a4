import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * The tables with a row holding this text anywhere (any column, as PostgreSQL prints the
 * row, case ignored): what a copy of the database would give away.
 */
export async function tablesHolding(db: Db, text: string): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (!tables.some((table) => table.name === 'users')) throw new Error('No tables found');
  const holding: string[] = [];
  for (const { name } of tables) {
    const [found] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)} t
          where position(lower(${text}) in lower(t::text)) > 0`,
    );
    if (found!.n > 0) holding.push(name);
  }
  return holding;
}

/** Both drivers (PGlite and node-postgres) resolve `execute` with `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
