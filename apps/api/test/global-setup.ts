import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an in-memory PGlite with every migration applied; empty on PostgreSQL runs. */
    migratedPgliteDump: string;
  }
}

/**
 * Creating a PGlite database from nothing (its initdb) costs a second or more of CPU in
 * every test file. It is done once here, migrated and dumped; each test file's database
 * starts from the dump instead (helper.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('migratedPgliteDump', '');
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'dapur-test-pglite-'));
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: loadConfig({}).migrationsDir });
    const dump = await client.dumpDataDir('none');
    const file = path.join(folder, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedPgliteDump', file);
  } finally {
    await client.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
