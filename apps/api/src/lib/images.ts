import { IMAGE_TYPES, menuMessages, PHOTO_SIZES } from '@dapur/shared';
import type { Sharp } from 'sharp';
import { UnsupportedMediaTypeError } from './errors';
import { loadSharp } from './picture-tools';

/** What sharp calls the formats the family may upload. */
const ACCEPTED_FORMATS = new Set(IMAGE_TYPES.map((type) => type.replace('image/', '')));

/**
 * The picture in `upload`, decoded from its content whatever its name or declared type:
 * a PHP script called `.jpg` is refused (415), and so is anything sharp cannot read
 * as JPEG, PNG or WebP.
 */
async function decoded(upload: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  let image: Sharp;
  let format: string | undefined;
  try {
    // Inside: sharp refuses an empty file at once, when it is made.
    image = sharp(upload, { failOn: 'error', limitInputPixels: 50_000_000 });
    ({ format } = await image.metadata());
  } catch (cause) {
    throw new UnsupportedMediaTypeError('not_an_image', menuMessages.imageNotImage, { cause });
  }
  if (!format || !ACCEPTED_FORMATS.has(format === 'jpg' ? 'jpeg' : format)) {
    throw new UnsupportedMediaTypeError('not_an_image', menuMessages.imageNotImage);
  }
  return image.rotate(); // Phones store photos sideways with an orientation tag.
}

/** A dish's or category's photo at the sizes the web app shows, as WebP, metadata dropped. */
export async function menuPhoto(upload: Buffer): Promise<{ large: Buffer; small: Buffer }> {
  const image = await decoded(upload);
  const render = ({ width, height }: { width: number; height: number }) =>
    image
      .clone()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  try {
    const [large, small] = await Promise.all([
      render(PHOTO_SIZES.large),
      render(PHOTO_SIZES.small),
    ]);
    return { large, small };
  } catch (cause) {
    throw new UnsupportedMediaTypeError('not_an_image', menuMessages.imageNotImage, { cause });
  }
}

/**
 * The restaurant's QRIS code, kept sharp: lossless PNG, only shrunk when huge, never
 * cropped (the whole code must stay scannable).
 */
export async function qrisPicture(upload: Buffer): Promise<Buffer> {
  const image = await decoded(upload);
  try {
    return await image
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (cause) {
    throw new UnsupportedMediaTypeError('not_an_image', menuMessages.imageNotImage, { cause });
  }
}
