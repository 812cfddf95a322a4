import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Sits beside the embedded database's own files in DATA_DIR. */
export const LOCK_FILE_NAME = 'dapur-server.lock';

/** Who holds the folder. `processStart` tells a live holder from a process that reused its pid. */
interface LockOwner {
  pid: number;
  /** Linux: the start time in /proc/<pid>/stat; null where there is no /proc. */
  processStart: string | null;
  startedAt: string;
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';

  constructor(dataDir: string, pid: number) {
    super(
      `Another Dapur server is already using the data folder ${dataDir} (process ${pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}

/**
 * Claims `dataDir` for this process: PGlite is one process's database, and two servers
 * writing one folder would corrupt it. A lock left by a process that is gone (killed,
 * crashed, or its pid now another program's) is taken over. Processes on one machine
 * only: a data folder is not meant to be shared between machines.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, LOCK_FILE_NAME);
  const mine: LockOwner = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    startedAt: new Date().toISOString(),
  };
  const content = `${JSON.stringify(mine)}\n`;

  // Written in full under a private name, then linked: nobody ever reads a half-written lock.
  const draft = path.join(dataDir, `.${LOCK_FILE_NAME}.${randomUUID()}`);
  await writeFile(draft, content);
  try {
    await claim(draft, lockFile, dataDir);
  } finally {
    await unlink(draft).catch(() => {});
  }

  // process.exit() (a shutdown that took too long, a fatal error) skips the release below.
  const releaseOnExit = () => removeIfMine(lockFile, content);
  process.once('exit', releaseOnExit);
  return {
    release() {
      process.removeListener('exit', releaseOnExit);
      removeIfMine(lockFile, content);
    },
  };
}

const CLAIM_ATTEMPTS = 5;

async function claim(draft: string, lockFile: string, dataDir: string): Promise<void> {
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
    try {
      await link(draft, lockFile);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = await readFile(lockFile, 'utf8').catch(() => undefined);
    if (held === undefined) continue; // Released meanwhile.
    const owner = parseOwner(held);
    if (owner && isAlive(owner)) throw new DataDirInUseError(dataDir, owner.pid);
    // Stale. Remove it only if it is still the stale one, not a newcomer's fresh lock.
    if ((await readFile(lockFile, 'utf8').catch(() => undefined)) === held) {
      await unlink(lockFile).catch(() => {});
    }
  }
  throw new Error(
    `Could not take over the lock file ${lockFile} left by a stopped server. If no Dapur server is running on ${dataDir}, delete that file and start again.`,
  );
}

function removeIfMine(lockFile: string, content: string): void {
  try {
    if (readFileSync(lockFile, 'utf8') === content) unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(owner.pid) || (owner.pid ?? 0) <= 0) return undefined;
    return owner as LockOwner;
  } catch {
    return undefined; // Unreadable: no live server wrote it, since locks are written whole.
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStartOf(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

/** Field 22 of /proc/<pid>/stat (clock ticks after boot); fields 3+ follow the last ')'. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
