import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { buildApp, type BuildAppOptions } from '../src/app';
import { runCli } from '../src/cli/run-cli';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, databaseTargetFor, type Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { relaxedRateLimits, TEST_JWT_SECRET } from './helper';

/** The configuration the server and the commands would read for this shop. */
export function shopConfig(shop: { dataDir: string; databaseUrl?: string }): Config {
  return {
    ...loadConfig({}),
    dataDir: shop.dataDir,
    databaseUrl: shop.databaseUrl,
    jwtSecret: TEST_JWT_SECRET,
    rateLimits: relaxedRateLimits,
  };
}

/** `npm run <args>` on the server's machine, in this process: exit code and what it printed. */
export async function runCommand(config: Config, ...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    config: () => config,
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

/** The server on this shop's database, as `npm start` would open it (silent unless given a logger). */
export async function startShop(
  config: Config,
  { logger = false }: Pick<BuildAppOptions, 'logger'> = {},
) {
  const database = await createDatabase(databaseTargetFor(config));
  const app = await buildApp({ config, database, logger }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Every row of every table of the schema, read with Drizzle (not with the backup's own
 * SQL), each table in primary-key order.
 */
export async function allRows(db: Db): Promise<Record<string, unknown[]>> {
  const tables: PgTable[] = Object.values<unknown>(schema).filter((value) => is(value, PgTable));
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const key = getTableConfig(table).columns.find((column) => column.primary)!;
    const property = Object.entries(table).find(([, column]) => column === key)![0];
    const found = (await db.select().from(table)) as Record<string, number | string>[];
    rows[getTableName(table)] = found.sort((a, b) =>
      String(a[property]).localeCompare(String(b[property]), 'en', { numeric: true }),
    );
  }
  return rows;
}
