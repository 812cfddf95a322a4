import { readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { pictures } from '../db/schema/index';
import { isPictureName, pictureOf } from './pictures';

/** Where Dapur kept the family's uploads before they moved into the database (decision 067). */
export function picturesFolderOf(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

/** What the folder is renamed to once its pictures are in the database: kept, never deleted. */
export const MOVED_FOLDER = 'storage-moved-to-database';

/**
 * Moves the pictures of `DATA_DIR/storage` (a shop from before decision 067) into the
 * database, then renames the folder to `storage-moved-to-database`, so that the next start
 * finds nothing to do. Pictures already there stay as they are (`on conflict do nothing`):
 * two instances starting at once on the same folder move each picture once. Says in one
 * log line how many moved; without the folder, does nothing and says nothing.
 */
export async function movePicturesIntoDatabase(
  db: Db,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const folder = picturesFolderOf(dataDir);
  const names = await picturesIn(folder);
  if (names === undefined) return 0;
  let moved = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const [bytes, stats] = await Promise.all([readFile(file), stat(file)]);
    const inserted = await db
      .insert(pictures)
      .values(pictureOf(name, bytes, stats.mtime))
      .onConflictDoNothing()
      .returning({ name: pictures.name });
    moved += inserted.length;
  }
  try {
    await renameAside(folder);
  } catch (error) {
    // The shop runs all the same; the next start tries again and moves nothing twice.
    log.warn({ err: error }, `Could not rename ${folder} after moving its pictures`);
  }
  log.info(
    { moved, folder },
    `Moved ${moved} pictures from ${folder} into the database; the folder is kept, renamed ${MOVED_FOLDER}.`,
  );
  return moved;
}

/** The pictures' names under `folder` (`foods/x.webp`); undefined when there is no folder. */
async function picturesIn(folder: string): Promise<string[] | undefined> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((name) => name.split(path.sep).join('/'))
    .filter(isPictureName)
    .sort();
}

/** Renames the folder beside itself, unless another instance starting on the same data folder did. */
async function renameAside(folder: string): Promise<void> {
  const parent = path.dirname(folder);
  for (const name of [MOVED_FOLDER, `${MOVED_FOLDER}-${Date.now()}`]) {
    const target = path.join(parent, name);
    try {
      await rename(folder, target);
      return;
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT') return;
      // An earlier move's folder is already there: the second name, with the time.
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`Could not rename ${folder}: ${MOVED_FOLDER} is taken`);
}
