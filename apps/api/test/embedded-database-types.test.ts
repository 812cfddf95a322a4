import { types, type PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';

// The embedded database reads drizzle's types from a table made once (decision 051).
const database = await createDatabase({ memory: true });
if (database.kind !== 'pglite') throw new Error('expected the embedded database');
const { db } = database;
// drizzle keeps the client it was given; the app's Database type does not name it.
const client = (db as typeof db & { $client: PGlite }).$client;
afterAll(() => database.close());

const moments = pgTable('type_probe', {
  id: integer('id').primaryKey(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  localAt: timestamp('local_at').notNull(),
  day: date('day').notNull(),
  wait: interval('wait').notNull(),
  history: timestamp('history').array().notNull(),
});

const written = {
  id: 1,
  placedAt: new Date('2026-06-10T03:15:42.123Z'),
  localAt: new Date('2026-06-10T10:15:00.000Z'),
  day: '2026-06-10',
  wait: '00:45:00',
  history: [new Date('2026-06-09T08:00:00.000Z'), new Date('2026-06-10T09:30:00.000Z')],
};

beforeAll(async () => {
  await db.execute(sql`
    create table type_probe (
      id int primary key,
      placed_at timestamptz not null,
      local_at timestamp not null,
      day date not null,
      wait interval not null,
      history timestamp[] not null
    )`);
  await db.insert(moments).values(written);
});

it('reads timestamps, dates, intervals and arrays of timestamps as they were written', async () => {
  expect(await db.select().from(moments)).toEqual([written]);
});

it('reads them alike inside a transaction', async () => {
  const read = await db.transaction((tx) => tx.select().from(moments));

  expect(read).toEqual([written]);
});

/** What drizzle asks the driver for: these types as PostgreSQL writes them, to map itself. */
const asText = {
  placed_at: '2026-06-10 03:15:42.123+00',
  local_at: '2026-06-10 10:15:00',
  day: '2026-06-10',
  wait: '00:45:00',
  history: '{"2026-06-09 08:00:00","2026-06-10 09:30:00"}',
};
const readAsText = sql`select placed_at, local_at, day, wait, history from type_probe`;

it('hands them to drizzle as text, as drizzle asks', async () => {
  expect((await db.execute(readAsText)).rows).toEqual([asText]);
});

it('still hands them over as text after PGlite has refreshed its array types', async () => {
  await client.refreshArrayTypes();

  expect((await db.execute(readAsText)).rows).toEqual([asText]);
  expect(await db.select().from(moments)).toEqual([written]);
});

it('gives a query that brings parsers of its own those parsers', async () => {
  const { rows } = await client.query<{ placed: string }>(
    'select placed_at as placed from type_probe',
    [],
    { parsers: { [types.TIMESTAMPTZ]: (text: string) => `own ${text}` } },
  );

  expect(rows[0]?.placed).toMatch(/^own 2026-06-10 03:15:42\.123/);
});
