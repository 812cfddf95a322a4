import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes DATA_DIR this user's alone (the database, the token key, the outbox): created 0700
 * with its parents; when it already exists, group and other lose every permission on it
 * and on everything in it, since another local user could otherwise read the password
 * hashes from the database files, or write to them. The server's umask keeps what it
 * writes later private too (server.ts). Returns how many modes it changed.
 *
 * Synchronous on purpose: it runs once, before anything is served, and a walk of a
 * thousand database files takes about 10 ms this way against 60–100 ms awaiting each
 * call (docs/performance.md, start-up).
 */
export function makeDataDirPrivate(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return tighten(dataDir);
}

function tighten(target: string): number {
  const stats = lstatSync(target);
  if (stats.isSymbolicLink()) return 0;
  let changed = 0;
  if ((stats.mode & 0o077) !== 0) {
    chmodSync(target, stats.mode & 0o700);
    changed += 1;
  }
  if (stats.isDirectory()) {
    for (const entry of readdirSync(target)) changed += tighten(path.join(target, entry));
  }
  return changed;
}
