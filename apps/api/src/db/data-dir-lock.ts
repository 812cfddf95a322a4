import { createHash } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { readFile, realpath, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** Sits beside the embedded database's own files in DATA_DIR: who holds it, for people. */
export const LOCK_FILE_NAME = 'dapur-server.lock';

export interface DataDirLock {
  /** Frees the folder. Safe to call more than once. */
  release(): void;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';

  constructor(dataDir: string, pid: number | undefined) {
    const holder = pid === undefined ? 'another process' : `process ${pid}`;
    super(
      `Another Dapur server is already using the data folder ${dataDir} (${holder}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}

/**
 * Claims `dataDir` for this process: PGlite is one process's database, and two servers
 * writing one folder would corrupt it (docs/decisions/015).
 *
 * The claim is a socket that only one process can bind, named after the folder's real
 * path in Linux's abstract socket namespace. The kernel holds it for exactly as long as
 * the process lives and frees it when the process ends, however it ends (SIGKILL, a
 * crash), so there is no stale lock to take over and no race in taking one over. The lock
 * file only names the holder for the error message. Elsewhere (macOS, for development)
 * a lock file alone marks the folder, and a leftover one must be deleted by hand.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, LOCK_FILE_NAME);
  const holder = process.platform === 'linux' ? await bindFolderSocket(dataDir) : undefined;
  if (process.platform !== 'linux') await createLockFile(lockFile, dataDir);
  const content = `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() })}\n`;
  await writeFile(lockFile, content);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    removeIfMine(lockFile, content);
    holder?.close();
  };
  // process.exit() (a shutdown that took too long, a fatal error) skips a normal release.
  process.once('exit', release);
  return { release };
}

async function bindFolderSocket(dataDir: string): Promise<net.Server> {
  const folder = await realpath(dataDir);
  const name = `\0dapur-data-dir-${createHash('sha256').update(folder).digest('hex').slice(0, 40)}`;
  const server = net.createServer((socket) => socket.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ path: name, exclusive: true }, resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new DataDirInUseError(dataDir, await holderPid(path.join(dataDir, LOCK_FILE_NAME)));
  }
  // The claim must never keep the process alive on its own.
  server.unref();
  return server;
}

/** Without an abstract socket: the file itself, created only if absent. */
async function createLockFile(lockFile: string, dataDir: string): Promise<void> {
  try {
    await writeFile(lockFile, '', { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new DataDirInUseError(dataDir, await holderPid(lockFile));
  }
}

async function holderPid(lockFile: string): Promise<number | undefined> {
  try {
    const { pid } = JSON.parse(await readFile(lockFile, 'utf8')) as { pid?: unknown };
    return Number.isInteger(pid) ? (pid as number) : undefined;
  } catch {
    return undefined; // Not written yet, or removed meanwhile.
  }
}

function removeIfMine(lockFile: string, content: string): void {
  try {
    if (readFileSync(lockFile, 'utf8') === content) unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}
