/** The longest side of a photo as it is uploaded; the server makes its own sizes from it. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.85;

/** A photo this small, in bytes and in pixels, goes as it is: re-encoding would only blur it. */
export const PHOTO_KEEP_BYTES = 1_000_000;

/** Width and height scaled down so the longer side is at most `maxSide`; never scaled up. */
export function shrunkSize(
  width: number,
  height: number,
  maxSide = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'foto'}.jpg`;
}

/**
 * A phone's 4–12 MB photo made small enough to upload quickly over a mobile connection: at
 * most 1600 px on its longest side, as a JPEG. Whatever the browser cannot decode (or shrink)
 * goes as it is, so the server's own check says what is wrong with it.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // Phone cameras store the picture sideways and say so in EXIF; the canvas drops EXIF.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    const needsResize = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!needsResize && file.size <= PHOTO_KEEP_BYTES) return file;

    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a PNG's clear background becomes white instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY);
    });
    if (!blob || (!needsResize && blob.size >= file.size)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
