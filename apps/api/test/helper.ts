import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { extract } from 'tar';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config, type RateLimits } from '../src/config';
import { createDatabase, type Database, type Db } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { watchConformance, type ConformanceWatch } from './openapi-conformance';

export interface TestContext {
  app: App;
  database: Database;
  /** For arranging data the API cannot change yet (e.g. what the owner pages will do). */
  db: Db;
  config: Config;
  /** The throw-away PostgreSQL database's URL (another instance can connect to it); none on PGlite. */
  databaseUrl: string | undefined;
  /** "Now" for the ordering rules: TEST_NOW until a test sets another time. */
  clock: TestClock;
}

/**
 * Wednesday 10 June 2026, 10.00 in Jakarta: the demo restaurant (Monday to Saturday,
 * 07.00–20.00) is open, so orders for as soon as possible go through whenever the tests run.
 */
export const TEST_NOW = '2026-06-10T10:00:00+07:00';

/** A clock a test moves by hand; nothing waits for real time to pass. */
export interface TestClock extends Clock {
  set(at: string | Date): void;
  /** Back to TEST_NOW. */
  reset(): void;
}

export function testClock(start: string = TEST_NOW): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set: (at) => {
      current = new Date(at);
    },
    reset: () => {
      current = new Date(start);
    },
  };
}

interface TestDatabase {
  database: Database;
  url?: string;
  dispose(): Promise<void>;
}

/** Tests sign their own tokens (expired, tampered, foreign) with it. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

const plenty = { max: 1_000_000, windowMs: 60_000 };
/** Tests log in, register and write far more often than a person; only the limit tests set real limits. */
export const relaxedRateLimits: RateLimits = {
  writes: plenty,
  login: { failures: plenty, failuresPerAddress: plenty, slowdown: plenty },
  register: { perAddress: plenty, perEmail: plenty },
  forgotPassword: { perAddress: plenty, emailsPerAccount: plenty },
  resetPassword: { failures: plenty, failuresPerAddress: plenty },
  setup: { failuresPerAddress: plenty, failuresShopWide: plenty },
};

/**
 * scrypt at a thirty-second of the server's cost (N = 2^10): most tests sign somebody up and
 * in, and at the server's cost those hashes were about 40 % of the API tests' time
 * (decision 043). Hashes stay real scrypt; `passwords.test.ts` checks the server's cost.
 */
export const TEST_PASSWORD_HASHING = { N: 2 ** 10, r: 8, p: 1 };

/** `logger` defaults to none (a test that reads the log passes `collectingLogger().logger`). */
type ExtraBuildOptions = Omit<BuildAppOptions, 'config' | 'database' | 'clock'>;
/** Any config; `rateLimits` names only the limits a test sets, the rest stay relaxed. */
/**
 * For test files whose one customer places more open orders than a shop allows unpaid
 * (UNPAID_ORDERS_MAX): they test the board, the reports or the rules, not that limit
 * (unpaid-orders.test.ts does, with the shop's own).
 */
export const MANY_UNPAID_ORDERS = { unpaidOrdersMax: 1_000 } as const;

type TestConfig = Omit<Partial<Config>, 'rateLimits'> & { rateLimits?: Partial<RateLimits> };

/**
 * Builds the app on a fresh database for the surrounding test file (or describe block):
 * in-memory PGlite, or a new throw-away PostgreSQL database when TEST_DATABASE_URL is set.
 * DATA_DIR (outbox, generated secrets) is a temporary folder.
 */
export function useTestApp(
  overrides: TestConfig = {},
  options: ExtraBuildOptions = {},
): TestContext {
  const context = { clock: testClock() } as TestContext;
  let testDatabase: TestDatabase | undefined;
  let dataDir: string | undefined;
  let conformance: ConformanceWatch | undefined;

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dapur-test-data-'));
    const config: Config = {
      ...loadConfig({}),
      dataDir,
      jwtSecret: TEST_JWT_SECRET,
      passwordHashing: TEST_PASSWORD_HASHING,
      ...overrides,
      rateLimits: { ...relaxedRateLimits, ...overrides.rateLimits },
    };
    const app = await buildApp({
      config,
      database: testDatabase.database,
      logger: false,
      clock: context.clock,
      ...options,
    });
    await app.ready();
    conformance = await watchConformance(app);
    const { database } = testDatabase;
    Object.assign(context, {
      app,
      database,
      db: database.db,
      config,
      databaseUrl: testDatabase.url,
    });
  });

  // Each test's responses, as the OpenAPI document promises them (openapi-conformance.ts).
  afterEach(() => {
    expect(conformance?.takeProblems() ?? [], 'responses that break /api/openapi.json').toEqual([]);
  });

  afterAll(async () => {
    await context.app?.close();
    await testDatabase?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return context;
}

/**
 * Another instance of the server on the surrounding test file's database, as another
 * machine runs it: on PostgreSQL with database connections of its own (the embedded
 * database lives in this process, so both share it). Built before the tests, after
 * `useTestApp`'s app; closed after them. `options` as `buildApp` takes them (no log).
 */
export function useSecondInstance(
  ctx: TestContext,
  options: Omit<BuildAppOptions, 'config' | 'database'> = {},
): { app: App } {
  const instance = {} as { app: App };
  let ownDatabase: Database | undefined;

  beforeAll(async () => {
    ownDatabase = ctx.databaseUrl
      ? await createDatabase({ databaseUrl: ctx.databaseUrl })
      : undefined;
    instance.app = await buildApp({
      config: ctx.config,
      database: ownDatabase ?? ctx.database,
      logger: false,
      ...options,
    });
    await instance.app.ready();
  });

  afterAll(async () => {
    await instance.app?.close();
    await ownDatabase?.close();
  });

  return instance;
}

/** A logger for `buildApp` that keeps every line it writes, parsed, in `lines`. */
export function collectingLogger(level = 'info') {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level, stream } };
}

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    const dump = inject('migratedPgliteDump');
    const from = dump ? new Blob([await readFile(dump)]) : undefined;
    const database = await createDatabase({ memory: true, from });
    return { database, dispose: () => database.close() };
  }
  const postgres = await createPostgresTestDatabase();
  const database = await createDatabase({ databaseUrl: postgres.url });
  return {
    database,
    url: postgres.url,
    dispose: async () => {
      await database.close();
      await postgres.drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server, for a test that needs its URL. */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: this test runs on PostgreSQL.');
  const url = new URL(serverUrl);
  const adminDatabase = decodeURIComponent(url.pathname.slice(1));
  // A typo in the URL must never point the tests at data somebody cares about.
  if (!adminDatabase.endsWith('test')) {
    throw new Error(
      `Refusing TEST_DATABASE_URL: its database "${adminDatabase}" does not end in "test".`,
    );
  }
  const name = `dapur_${randomBytes(6).toString('hex')}_test`;
  await runAdminQuery(serverUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * A data folder holding a new embedded database with every migration applied: the
 * global setup's dump unpacked (PGlite runs), or one made in memory here (PostgreSQL
 * runs), which spares the folder the disk flushes of creating and migrating it.
 */
export async function createEmbeddedDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dapur-test-embedded-'));
  const dump = process.env.TEST_DATABASE_URL ? '' : inject('migratedPgliteDump');
  if (dump) {
    await extract({ file: dump, cwd: dir });
    return dir;
  }
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: loadConfig({}).migrationsDir });
    const file = path.join(dir, 'new.tar');
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await extract({ file, cwd: dir });
    await rm(file);
  } finally {
    await client.close();
  }
  return dir;
}

async function runAdminQuery(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
