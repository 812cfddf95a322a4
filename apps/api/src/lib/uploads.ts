import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { smallPhotoOf } from '@dapur/shared/menu';

/**
 * The kinds of file the shop writes under storage (photos as WebP, the QRIS code as PNG),
 * which are the only ones /storage serves and a restored backup may bring.
 */
export const STORED_IMAGE_TYPES = { '.webp': 'image/webp', '.png': 'image/png' } as const;
export type StoredImageExtension = keyof typeof STORED_IMAGE_TYPES;

/** Whether `file` (a name or path) is a kind of picture the shop writes. */
export function isStoredImage(file: string): boolean {
  return Object.hasOwn(STORED_IMAGE_TYPES, path.posix.extname(file));
}

/** Where the family's uploads live: `DATA_DIR/storage`. */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

/**
 * The family's uploaded pictures, in `DATA_DIR/storage` and served under /storage beside
 * the demo ones. Every upload gets a new name, so a browser that cached the old picture
 * (for a year, as /storage allows) still gets the new one.
 */
export function createUploadStore(root: string) {
  /** The file's absolute path, only when it lies inside `root`. */
  function inside(file: string): string | undefined {
    const absolute = path.resolve(root, file);
    return absolute.startsWith(root + path.sep) ? absolute : undefined;
  }

  return {
    root,

    /**
     * Writes `files` (variant suffix → content) under `folder` with a fresh name made from
     * `label`; returns the main file's name relative to the storage root.
     */
    async save(
      folder: 'foods' | 'categories' | 'qris',
      label: string,
      extension: StoredImageExtension,
      content: { main: Buffer; small?: Buffer },
    ): Promise<string> {
      const slug = label
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40);
      const file = `${folder}/${slug || folder}-${randomBytes(4).toString('hex')}${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, file), content.main);
      if (content.small) await writeFile(path.join(root, smallPhotoOf(file)), content.small);
      return file;
    },

    /**
     * Deletes an uploaded picture and its smaller copy. Names outside the upload folder
     * (the demo pictures that ship with the code) are left alone.
     */
    async remove(file: string | null): Promise<void> {
      if (!file) return;
      for (const name of [file, smallPhotoOf(file)]) {
        const absolute = inside(name);
        if (absolute) await rm(absolute, { force: true });
      }
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
