import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/client';

const database = await createDatabase({ memory: true });
const db: Db = database.db;
afterAll(() => database.close());

/** Ticks of the event loop until `work` settles: a request could be read, a connection accepted in each. */
async function loopTicksDuring(work: Promise<unknown>): Promise<number> {
  let ticks = 0;
  let done = false;
  const count = () => {
    if (done) return;
    ticks++;
    setImmediate(count);
  };
  setImmediate(count);
  await work.finally(() => {
    done = true;
  });
  return ticks;
}

it('lets the server read requests and accept connections between the queries waiting for the embedded database', async () => {
  const queries = Array.from({ length: 20 }, (_, i) => db.execute(sql`select ${i}`));
  const ticks = await loopTicksDuring(Promise.all(queries));

  // Without a tick per query, the whole queue runs through before the loop ticks once.
  expect(ticks).toBeGreaterThanOrEqual(queries.length);
});

it('runs a transaction as one piece, whatever waits behind it', async () => {
  await db.execute(sql`create table turns_probe (n int)`);
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql`insert into turns_probe values (1)`);
    await new Promise((resolve) => setImmediate(resolve));
    await tx.execute(sql`insert into turns_probe values (2)`);
  });
  const reader = db.execute(sql`select count(*)::int as n from turns_probe`);
  await transaction;

  expect(((await reader) as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
});
