import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from '../src/db/data-dir-lock';

const tempDirs: string[] = [];
const cleanups: (() => unknown)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dapur-lock-'));
  tempDirs.push(dir);
  return dir;
}

/** A pid that is certainly not running any more: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the lock on the embedded database folder', () => {
  it('refuses a second holder, naming the folder and the holding process', async () => {
    const dir = await dataDir();
    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());

    const second = lockDataDir(dir);

    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `Another Dapur server is already using the data folder ${dir} (process ${process.pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
  });

  it('is free again once released, and the lock file is gone', async () => {
    const dir = await dataDir();
    (await lockDataDir(dir)).release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);

    const again = await lockDataDir(dir);
    cleanups.push(() => again.release());
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(
      process.pid,
    );
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await dataDir();
    const pid = await deadPid();
    await writeFile(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid, processStart: '1' }));

    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());

    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(
      process.pid,
    );
  });

  it('takes over a lock whose pid now belongs to another program (where /proc tells)', async () => {
    const dir = await dataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    cleanups.push(() => other.kill());
    // The pid is alive, but it started at another time than the process that wrote the lock.
    await writeFile(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: other.pid, processStart: '1' }),
    );

    const claim = lockDataDir(dir);

    if (existsSync('/proc/self/stat')) {
      const lock = await claim;
      cleanups.push(() => lock.release());
      expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(
        process.pid,
      );
    } else {
      // Without /proc a live pid is all there is to go on: better refuse than corrupt.
      await expect(claim).rejects.toThrow(DataDirInUseError);
    }
  });

  it('leaves alone a lock file that another holder wrote meanwhile', async () => {
    const dir = await dataDir();
    const lock = await lockDataDir(dir);
    const someoneElse = JSON.stringify({ pid: 4242, processStart: null });
    await writeFile(path.join(dir, LOCK_FILE_NAME), someoneElse);

    lock.release();

    expect(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(someoneElse);
  });

  it('keeps a second embedded database off an open data folder until the first closes', async () => {
    const dir = await dataDir();
    const first = await createDatabase({ dataDir: dir });
    let firstOpen = true;
    cleanups.push(() => firstOpen && first.close());

    await expect(createDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);

    await first.close();
    firstOpen = false;
    const second = await createDatabase({ dataDir: dir });
    cleanups.push(() => second.close());
    await second.ping();
  }, 60_000); // Creates a PGlite database on disk, then opens it again.
});
