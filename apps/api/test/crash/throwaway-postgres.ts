import { randomBytes } from 'node:crypto';
import pg from 'pg';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new `dapur_<suite>_<random>_test` database on the test server (TEST_DATABASE_URL). */
export async function createThrowawayDatabase(
  suite: 'crash' | 'deploy' = 'crash',
): Promise<ThrowawayDatabase> {
  const url = new URL(SERVER_URL);
  const adminDatabase = decodeURIComponent(url.pathname.slice(1));
  // A typo in the URL must never point the tests at data somebody cares about.
  if (!adminDatabase.endsWith('test')) {
    throw new Error(
      `Refusing TEST_DATABASE_URL: its database "${adminDatabase}" does not end in "test".`,
    );
  }
  const name = `dapur_${suite}_${randomBytes(6).toString('hex')}_test`;
  await adminQuery(`create database "${name}"`).catch((error: unknown) => {
    throw new Error(
      `PostgreSQL at ${url.host} is not usable (${String(error)}). Start it (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.`,
    );
  });
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
