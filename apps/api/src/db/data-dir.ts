import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes DATA_DIR this user's alone (the database, the token key, the outbox): created 0700
 * with its parents; when it already exists, group and other lose every permission on it
 * and on everything in it, since another local user could otherwise read the password
 * hashes from the database files, or write to them. The server's umask keeps what it
 * writes later private too (server.ts). Answers how many modes it changed.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<number> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  return tighten(dataDir);
}

async function tighten(target: string): Promise<number> {
  const stats = await lstat(target);
  if (stats.isSymbolicLink()) return 0;
  let changed = 0;
  if ((stats.mode & 0o077) !== 0) {
    await chmod(target, stats.mode & 0o700);
    changed += 1;
  }
  if (stats.isDirectory()) {
    for (const entry of await readdir(target)) changed += await tighten(path.join(target, entry));
  }
  return changed;
}
