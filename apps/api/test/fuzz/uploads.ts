import { IMAGE_MAX_BYTES } from '@dapur/shared';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import type { Db } from '../../src/db/client';
import { categories, foods, pictures, restaurant } from '../../src/db/schema/index';

/** Small real pictures in the three formats the family may upload. */
export interface SampleImages {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
}

export async function makeSampleImages(): Promise<SampleImages> {
  const picture = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } });
  return {
    png: await picture().png().toBuffer(),
    jpeg: await picture().jpeg().toBuffer(),
    webp: await picture().webp().toBuffer(),
  };
}

/**
 * What is wrong with a multipart upload, and the response the contract gives it when the
 * owner sends it for a row that exists (`undefined`: any refusal in the error shape).
 */
export const MULTIPART_STATUSES = {
  /** A real JPEG, PNG or WebP in `image`, under any name and declared type. */
  image: 200,
  /** A text file called `foto.jpg`: checked by content, so not a picture. */
  'renamed-text': 415,
  /** The first part of a real picture. */
  truncated: 415,
  'random-bytes': 415,
  'empty-file': 415,
  /** Only text fields, one of them maybe called `image`. */
  'no-file': 422,
  /** The picture under another field name. */
  'wrong-field': 422,
  /** Past 5 MB. */
  'too-large': 413,
  /** More parts than an upload form has. */
  'too-many-parts': 413,
  /** Not a readable multipart body: another boundary, cut short, no boundary, garbage. */
  malformed: undefined,
} as const satisfies Record<string, number | undefined>;

export type MultipartProblem = keyof typeof MULTIPART_STATUSES;

export interface MultipartPayload {
  kind: 'multipart';
  problem: MultipartProblem;
  contentType: string;
  body: Buffer;
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer;
}

function encodeForm(parts: readonly Part[], boundary: string): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
          '\r\n' +
          (part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`) +
          '\r\n',
      ),
      part.content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

const FILE_NAMES = [
  'foto.jpg',
  'MENU.PNG',
  'nasi goreng.webp',
  'qris',
  '../../../etc/passwd.png',
  'gambar.php.jpg',
  'ünïcödé-🍛.jpeg',
];
const DECLARED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/octet-stream',
  'text/plain',
];
const TEXT_FIELDS = ['caption', 'nama', 'alt', 'image_name'];

const boundaryArbitrary = fc
  .tuple(
    fc.constantFrom('', 'x', '----WebKitFormBoundary', '----dapur'),
    fc.stringMatching(/^[\w'+.-]{8,30}$/),
  )
  .map(([prefix, rest]) => `${prefix}${rest}`);

/** A few small text fields beside the file, as some forms send: they must not matter. */
const textFields = fc.array(
  fc.record({
    name: fc.constantFrom(...TEXT_FIELDS),
    content: fc.constantFrom('', 'Nasi goreng', 'x'.repeat(300)).map((text) => Buffer.from(text)),
  }),
  { maxLength: 2 },
);

const fileOf = (content: fc.Arbitrary<Buffer>, name: fc.Arbitrary<string> = fc.constant('image')) =>
  fc.record({
    name,
    filename: fc.constantFrom(...FILE_NAMES),
    type: fc.constantFrom(...DECLARED_TYPES),
    content,
  });

/** Forms with the picture (or what poses as one), and text fields before or after it. */
function form(problem: MultipartProblem, file: fc.Arbitrary<Part | undefined>) {
  return fc
    .tuple(textFields, file, textFields, boundaryArbitrary)
    .map(([before, part, after, boundary]): MultipartPayload => ({
      kind: 'multipart',
      problem,
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: encodeForm([...before, ...(part ? [part] : []), ...after], boundary),
    }));
}

/** Multipart bodies for the photo routes, each with its problem (or none). */
export function multipartPayload(images: SampleImages): fc.Arbitrary<MultipartPayload> {
  const picture = fc.constantFrom(images.png, images.jpeg, images.webp);
  const malformed = fc
    .tuple(
      fileOf(picture),
      boundaryArbitrary,
      fc.constantFrom('other-boundary', 'cut-short', 'no-boundary', 'garbage', 'no-disposition'),
      // At least into the closing `--`: the line end after it is optional, so cutting only that leaves a whole form.
      fc.integer({ min: 3, max: 200 }),
      fc.uint8Array({ minLength: 1, maxLength: 200 }),
    )
    .map(([part, boundary, how, cut, bytes]): MultipartPayload => {
      const body = encodeForm([part], boundary);
      const declared = `multipart/form-data; boundary=${boundary}`;
      const variants = {
        'other-boundary': { contentType: `multipart/form-data; boundary=z${boundary}`, body },
        'cut-short': { contentType: declared, body: body.subarray(0, body.length - cut) },
        'no-boundary': { contentType: 'multipart/form-data', body },
        garbage: { contentType: declared, body: Buffer.from(bytes) },
        'no-disposition': {
          contentType: declared,
          body: Buffer.from(
            `--${boundary}\r\nContent-Type: image/png\r\n\r\nabc\r\n--${boundary}--\r\n`,
          ),
        },
      };
      return { kind: 'multipart', problem: 'malformed', ...variants[how] };
    });

  return fc.oneof(
    { arbitrary: form('image', fileOf(picture)), weight: 6 },
    {
      arbitrary: form(
        'renamed-text',
        fileOf(
          fc
            .constantFrom(
              '<?php system($_GET["c"]); ?>',
              'Ini bukan foto.\n',
              '<svg/onload=alert(1)>',
            )
            .map((text) => Buffer.from(text)),
        ),
      ),
      weight: 1,
    },
    {
      arbitrary: form(
        'truncated',
        fileOf(
          fc
            .tuple(picture, fc.double({ min: 0.05, max: 0.8, noNaN: true }))
            .map(([image, share]) =>
              image.subarray(0, Math.max(1, Math.floor(image.length * share))),
            ),
        ),
      ),
      weight: 1,
    },
    {
      arbitrary: form(
        'random-bytes',
        fileOf(fc.uint8Array({ minLength: 1, maxLength: 2000 }).map((bytes) => Buffer.from(bytes))),
      ),
      weight: 1,
    },
    { arbitrary: form('empty-file', fileOf(fc.constant(Buffer.alloc(0)))), weight: 1 },
    {
      arbitrary: form(
        'no-file',
        fc.option(fc.constant<Part>({ name: 'image', content: Buffer.from('foto.jpg') }), {
          nil: undefined,
        }),
      ),
      weight: 1,
    },
    {
      arbitrary: form(
        'wrong-field',
        fileOf(picture, fc.constantFrom('photo', 'file', 'Image', 'image ', 'images', 'gambar')),
      ),
      weight: 1,
    },
    {
      arbitrary: form(
        'too-large',
        fileOf(
          fc
            .tuple(picture, fc.integer({ min: 1, max: 64 * 1024 }))
            .map(([image, extra]) =>
              Buffer.concat([image, Buffer.alloc(IMAGE_MAX_BYTES - image.length + extra)]),
            ),
        ),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fileOf(picture), fc.integer({ min: 6, max: 12 }), boundaryArbitrary)
        .map(([part, count, boundary]): MultipartPayload => ({
          kind: 'multipart',
          problem: 'too-many-parts',
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: encodeForm(
            [
              ...Array.from({ length: count }, (_, i) => ({
                name: `f${i}`,
                content: Buffer.from('x'),
              })),
              part,
            ],
            boundary,
          ),
        })),
      weight: 1,
    },
    { arbitrary: malformed, weight: 2 },
  );
}

/** The photo upload routes: where each keeps its picture, and how the response names it. */
export type UploadTarget = 'food' | 'category' | 'qris';

/** The stored picture of the row an upload replaces (its name under /storage). */
export async function currentPicture(db: Db, target: UploadTarget, id?: number) {
  if (target === 'qris') {
    const [row] = await db.select({ file: restaurant.qrisImage }).from(restaurant);
    return row?.file ?? null;
  }
  // No row has an id past PostgreSQL's integer (and asking for one is an error).
  if (id === undefined || id > 2 ** 31 - 1) return null;
  const [row] =
    target === 'food'
      ? await db.select({ file: foods.gambar }).from(foods).where(eq(foods.id, id))
      : await db.select({ file: categories.image }).from(categories).where(eq(categories.id, id));
  return row?.file ?? null;
}

/** The picture an accepted upload responds with, as its name under /storage. */
export function pictureInResponse(target: UploadTarget, data: Record<string, unknown>): string {
  const value = { food: data.gambar, category: data.image_url, qris: data.qris_image_url }[target];
  if (typeof value !== 'string')
    throw new Error(`No picture in the response: ${JSON.stringify(data)}`);
  return value.replace(/^\/storage\//, '');
}

/** Dishes and categories keep a 400-pixel copy beside the picture; QRIS codes do not. */
export function filesOf(target: UploadTarget, file: string): string[] {
  return target === 'qris' ? [file] : [file, file.replace(/(\.\w+)$/, '-400$1')];
}

/** The names of every stored picture (uploads, in the database), sorted. */
export async function listPictures(db: Db): Promise<string[]> {
  const rows = await db.select({ name: pictures.name }).from(pictures).orderBy(asc(pictures.name));
  return rows.map((row) => row.name);
}
