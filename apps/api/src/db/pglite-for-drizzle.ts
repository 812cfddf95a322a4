import { types, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PGliteTakingTurns } from './pglite-taking-turns';

/**
 * The types drizzle reads as PostgreSQL's text and maps itself: timestamps, dates and
 * intervals, and arrays of numerics, timestamps, timestamps with time zone, intervals and
 * dates (drizzle-orm/pglite/session.js). drizzle asks for these, and only these, with every
 * query, each with a parser that returns the text as it is.
 */
const LEFT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (text: string) => text;
const PROBE = '2026-01-01 00:00:00';

/**
 * The embedded database as drizzle uses it (decision 051). PGlite merges the parsers a
 * query brings into its own table of over 300 types, one new copy per query, about 150 µs
 * each time. Here the table leaves drizzle's types as text from the start, so a query
 * that asks for exactly that runs without its parsers and reads the table as it is. Its
 * rows are the same. A query asking for other parsers gets them as before, and a raw
 * query without parsers reads these types as text, as drizzle does.
 */
export class PGliteForDrizzle extends PGliteTakingTurns {
  // Also runs again when PGlite refreshes its array types, which would put their parsers back.
  // A PGlite internal. No upstream issue yet: electric-sql/pglite's parseResults would need
  // to look a query's parsers up before its own table, not copy the table for each query.
  // If PGlite stops calling this, test/embedded-database-types.test.ts fails.
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    await super._initArrayTypes(options);
    for (const type of LEFT_AS_TEXT) this.parsers[type] = asText;
  }

  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return super.query<T>(query, params, withoutDrizzlesParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // The transaction's own methods and its `closed` stay; only `query` is wrapped.
      const wrapped: Transaction = Object.create(tx, {
        query: {
          value: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
            tx.query<R>(query, params, withoutDrizzlesParsers(options)),
        },
      });
      return callback(wrapped);
    });
  }
}

/**
 * `options` without its parsers when they are drizzle's, which the table already has: for
 * exactly drizzle's types, each returning the text it is given.
 */
function withoutDrizzlesParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  // As many parsers as drizzle's types, and one of them for each: exactly those types.
  if (!parsers || Object.keys(parsers).length !== LEFT_AS_TEXT.length) return options;
  if (!LEFT_AS_TEXT.every((type) => parsers[type]?.(PROBE) === PROBE)) return options;
  const { parsers: _given, ...rest } = options;
  return rest;
}
