import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { smallPhotoOf } from '@dapur/shared/menu';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pictures } from '../db/schema/index';

/**
 * The kinds of picture the shop writes (photos as WebP, the QRIS code as PNG), which are
 * the only ones /storage serves and a restored backup may bring.
 */
export const STORED_IMAGE_TYPES = { '.webp': 'image/webp', '.png': 'image/png' } as const;
export type StoredImageExtension = keyof typeof STORED_IMAGE_TYPES;

/** Whether `file` (a name or path) is a kind of picture the shop writes. */
export function isStoredImage(file: string): boolean {
  return Object.hasOwn(STORED_IMAGE_TYPES, path.posix.extname(file));
}

/** A name under /storage that the shop may serve: a picture, no segment hidden or empty. */
export function isPictureName(name: string): boolean {
  return (
    isStoredImage(name) &&
    name.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}

/** A picture as /storage serves it. */
export interface Picture {
  /** The path under /storage, e.g. `foods/nasi-goreng-1a2b3c4d.webp`. */
  name: string;
  contentType: string;
  size: number;
  /** A hash of the bytes, quoted: the same on every instance. */
  etag: string;
  bytes: Buffer;
  /** Sent as Last-Modified. */
  createdAt: Date;
}

/** A picture to store; its type, size and ETag follow from its name and bytes. */
export function pictureOf(name: string, bytes: Buffer, createdAt = new Date()): Picture {
  const extension = path.posix.extname(name) as StoredImageExtension;
  return {
    name,
    contentType: STORED_IMAGE_TYPES[extension],
    size: bytes.length,
    etag: `"${createHash('sha256').update(bytes).digest('base64url')}"`,
    bytes,
    createdAt,
  };
}

/** An upload: the name its row refers to, and the pictures to store (the smaller copy too). */
export interface UploadedPictures {
  name: string;
  pictures: Picture[];
}

/**
 * An upload's pictures (a photo and its smaller copy, or the QRIS code alone) under a fresh
 * name made from `label`. Every upload gets a new name, so a browser that cached the old
 * picture (for a year, as /storage allows) still gets the new one, and no instance's copy
 * of a name can ever be stale.
 */
export function uploadedPictures(
  folder: 'foods' | 'categories' | 'qris',
  label: string,
  extension: StoredImageExtension,
  content: { main: Buffer; small?: Buffer },
): UploadedPictures {
  const slug = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const name = `${folder}/${slug || folder}-${randomBytes(4).toString('hex')}${extension}`;
  const stored = [pictureOf(name, content.main)];
  if (content.small) stored.push(pictureOf(smallPhotoOf(name), content.small));
  return { name, pictures: stored };
}

/** Stores `stored` in the caller's transaction. A name already taken is an error, never overwritten. */
export async function insertPictures(tx: Db, stored: Picture[]): Promise<void> {
  if (stored.length > 0) await tx.insert(pictures).values(stored);
}

/**
 * Deletes an uploaded picture and its smaller copy in the caller's transaction. A name
 * not in the database (a demo picture that ships with the code) is left alone.
 */
export async function deletePicture(tx: Db, name: string | null): Promise<void> {
  if (!name) return;
  await tx.delete(pictures).where(inArray(pictures.name, [name, smallPhotoOf(name)]));
}
