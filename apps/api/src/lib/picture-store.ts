import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { pictures } from '../db/schema/index';
import { isPictureName, pictureOf, type Picture } from './pictures';

/**
 * How many bytes of pictures an instance keeps in memory: the menu's photos at both sizes
 * (about 60 KB a dish) for a hundred dishes and more. A picture larger than a quarter of it
 * is read from the database each time.
 */
export const PICTURE_CACHE_BYTES = 16 * 1024 * 1024;

export interface PictureStoreOptions {
  /** The demo pictures that ship with the code (apps/api/storage): the same on every instance. */
  demoDir: string;
  cacheBytes?: number;
}

/**
 * Where /storage's pictures come from (decision 067): the demo pictures' folder, then the
 * database, which every instance shares. Pictures found are kept in a small LRU cache. A
 * name never gets other bytes (each upload has a new one), so a kept copy is never stale;
 * it is dropped with the catalog (any menu or profile change, on every instance), so a
 * replaced or deleted picture stops being served here too.
 */
export function createPictureStore(
  db: Db,
  { demoDir, cacheBytes = PICTURE_CACHE_BYTES }: PictureStoreOptions,
) {
  const cache = new LRUCache<string, Picture>({
    maxSize: cacheBytes,
    maxEntrySize: Math.floor(cacheBytes / 4),
    sizeCalculation: (picture) => Math.max(picture.size, 1),
  });
  /** Moves on at each drop: a read that began before one is not kept after it. */
  let generation = 0;
  let demoNames: Promise<Set<string>> | undefined;

  /** The demo pictures' names, listed once, with the first request for a picture. */
  function demoPictures(): Promise<Set<string>> {
    demoNames ??= readdir(demoDir, { recursive: true }).then(
      (names) => new Set(names.map((name) => name.split(path.sep).join('/')).filter(isPictureName)),
      () => new Set<string>(),
    );
    return demoNames;
  }

  async function read(name: string): Promise<Picture | undefined> {
    if ((await demoPictures()).has(name)) {
      const file = path.join(demoDir, name);
      const [bytes, stats] = await Promise.all([readFile(file), stat(file)]);
      return pictureOf(name, bytes, stats.mtime);
    }
    const [row] = await db.select().from(pictures).where(eq(pictures.name, name));
    return row;
  }

  return {
    /** The picture served at `/storage/<name>`; undefined when there is none. */
    async find(name: string): Promise<Picture | undefined> {
      if (!isPictureName(name)) return undefined;
      const kept = cache.get(name);
      if (kept) return kept;
      const startedAt = generation;
      const picture = await read(name);
      if (picture && generation === startedAt) cache.set(name, picture);
      return picture;
    },

    /** Forgets every kept picture; the next request for each reads it again. */
    dropCached(): void {
      generation += 1;
      cache.clear();
    },
  };
}

export type PictureStore = ReturnType<typeof createPictureStore>;
