import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export interface Transition {
  seq: number;
  tbl: 'orders' | 'payments';
  row_id: number;
  old_status: string;
  new_status: string;
}

/**
 * Records every UPDATE that sets the status of an order or a payment, even to the status
 * it had, in a table of the test's own database: a trigger sees each write, however many
 * requests race.
 */
export async function recordStatusTransitions(db: Db): Promise<void> {
  await db.execute(sql`
    create table test_transitions (
      seq serial primary key,
      tbl text not null,
      row_id integer not null,
      old_status text not null,
      new_status text not null
    )`);
  await db.execute(sql`
    create function test_record_transition() returns trigger language plpgsql as $$
    begin
      insert into test_transitions (tbl, row_id, old_status, new_status)
      values (tg_table_name, new.id, old.status, new.status);
      return new;
    end $$`);
  for (const table of ['orders', 'payments']) {
    await db.execute(
      sql.raw(`create trigger test_${table}_transitions after update of status on ${table}
               for each row execute function test_record_transition()`),
    );
  }
}

/** The status writes to one row, oldest first. */
export async function transitionsOf(
  db: Db,
  table: Transition['tbl'],
  rowId: number,
): Promise<Transition[]> {
  const result = await db.execute(
    sql`select * from test_transitions where tbl = ${table} and row_id = ${rowId} order by seq`,
  );
  return (result as unknown as { rows: Transition[] }).rows;
}
