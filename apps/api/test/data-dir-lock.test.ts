import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
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

/**
 * Races of three processes for one folder. The old lock file let more than one racer win
 * 4 races in 40 when each race started fresh processes, and 42 to 63 in 200 in this harness
 * (three runs), so 60 races catch a return of that bug with probability at least
 * 1 - 0.9^60 > 99.8%. Three processes racing for 60 folders in turn take about 4 s, less
 * than the 8 races of three new processes each that this test ran before.
 */
const TRIALS = 60;
/** Between one race's start and the next: longer than a claim takes, even on a busy machine. */
const RACE_STEP_MS = 25;

/**
 * Three processes race for each folder in turn, all three starting each race at one
 * instant (test/fixtures/race-for-data-dirs.ts); returns each folder's three outcomes
 * (`locked` or the error's name), sorted.
 */
async function raceForFolders(dirs: string[]): Promise<string[][]> {
  const racers = [0, 1, 2].map(() => racer(dirs));
  await Promise.all(racers.map((each) => each.lines(1)));
  const startAt = Date.now() + 200;
  for (const each of racers) each.child.stdin.write(`${startAt}\n`);
  const outputs = await Promise.all(racers.map((each) => each.lines(1 + dirs.length)));
  for (const each of racers) each.child.stdin.end();
  return dirs.map((_, index) =>
    outputs
      .map((lines) => lines.find((line) => line.startsWith(`${index} `))!.split(' ')[1]!)
      .sort(),
  );
}

function racer(dirs: string[]) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('fixtures/race-for-data-dirs.ts', import.meta.url)),
      String(RACE_STEP_MS),
      ...dirs,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  cleanups.push(() => child.kill('SIGKILL'));
  const printed: string[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    printed.push(line);
    for (const check of waiting) check();
  });
  /** The first `count` lines it prints. */
  const lines = (count: number) =>
    new Promise<string[]>((resolve, reject) => {
      const check = () => {
        if (printed.length < count) return;
        waiting.delete(check);
        resolve(printed.slice(0, count));
      };
      waiting.add(check);
      check();
      child.once('exit', () => reject(new Error(`racer exited: ${printed.join(' | ')}`)));
    });
  return { child, lines };
}

/** A child process claiming `dir`; `outcome` is `locked` or the error's name. */
function holdInAnotherProcess(dir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('fixtures/hold-data-dir.ts', import.meta.url)), dir],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  cleanups.push(() => child.kill('SIGKILL'));
  const outcome = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    child.once('exit', () =>
      reject(new Error(`holder exited without reporting an outcome: ${output}`)),
    );
  });
  return { child, outcome };
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

  it('is free the moment its holder is killed', async () => {
    const dir = await dataDir();
    const holder = holdInAnotherProcess(dir);
    expect(await holder.outcome).toBe('locked');
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);

    holder.child.kill('SIGKILL');
    await new Promise((resolve) => holder.child.once('exit', resolve));

    const lock = await lockDataDir(dir);
    cleanups.push(() => lock.release());
  });

  it('lets exactly one of three processes claiming a folder at once after a crash hold it, in each of 60 races', async () => {
    // The race that the old lock file lost: each process finds the dead server's lock,
    // judges it stale and takes the folder over.
    const dead = JSON.stringify({ pid: await deadPid(), processStart: '1' });
    const dirs = await Promise.all(
      Array.from({ length: TRIALS }, async () => {
        const dir = await dataDir();
        await writeFile(path.join(dir, LOCK_FILE_NAME), dead);
        return dir;
      }),
    );

    const outcomes = await raceForFolders(dirs);

    const notOneHolder = outcomes.filter(
      (folder) => folder.join() !== 'DataDirInUseError,DataDirInUseError,locked',
    );
    expect(notOneHolder).toEqual([]);
  }, 60_000);

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
