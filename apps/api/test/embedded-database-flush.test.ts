import fs from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { createDatabase } from '../src/db/client';

let dataDir = '';
afterAll(async () => {
  vi.restoreAllMocks();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Inode numbers of the files in the write-ahead log, where a commit is recorded. */
async function walInodes(): Promise<Set<number>> {
  const wal = path.join(dataDir, 'pg_wal');
  const files = await readdir(wal);
  return new Set(
    await Promise.all(files.map(async (file) => (await stat(path.join(wal, file))).ino)),
  );
}

it('asks the disk to keep each commit of the embedded database before the commit returns', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dapur-flush-'));
  const database = await createDatabase({ dataDir });
  try {
    await database.db.execute(sql`create table flush_probe (id serial primary key)`);
    const flushed: number[] = [];
    const fsync = fs.fsyncSync;
    vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      flushed.push(fs.fstatSync(fd).ino);
      fsync(fd);
    });

    await database.db.execute(sql`insert into flush_probe default values`);

    const wal = await walInodes();
    expect(flushed.some((inode) => wal.has(inode))).toBe(true);
  } finally {
    vi.restoreAllMocks();
    await database.close();
  }
}, 60_000); // Creates a PGlite database on disk.
