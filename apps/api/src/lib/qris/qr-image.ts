import type { Sharp } from 'sharp';
import { loadJsQr, loadSharp } from '../picture-tools';

/**
 * jsQR runs synchronously on the event loop: a picture larger than a phone screenshot
 * (about 2.6 megapixels) is not tried at full size but only scaled down.
 */
const FULL_SIZE_MAX_PIXELS = 4_000_000;
/** Large enough for a QRIS code filling a fifth of a photo, small enough to decode quickly. */
const SCALED_SIDE = 1000;

/**
 * The text of the QR code in a picture (a screenshot or a photo of a QRIS poster), or null
 * when none is found. Tries the picture as it is, then scaled down, then with its contrast
 * stretched (a faded print or glare), then cut to black and white. Throws when sharp
 * cannot read the picture at all.
 */
export async function decodeQrImage(image: Buffer): Promise<string | null> {
  const [sharp, jsQR] = await Promise.all([loadSharp(), loadJsQr()]);
  // Phones store photos sideways with an orientation tag; jsQR reads transparent as black.
  const source = sharp(image, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' });
  const { width = 0, height = 0 } = await source.metadata();
  const scaled = () =>
    source.clone().resize(SCALED_SIDE, SCALED_SIDE, { fit: 'inside', withoutEnlargement: true });
  const stretched = () => scaled().normalise();

  const attempts: (() => Sharp | Promise<Sharp>)[] = [];
  if (width * height <= FULL_SIZE_MAX_PIXELS) attempts.push(() => source.clone());
  if (Math.max(width, height) > SCALED_SIDE) attempts.push(scaled);
  attempts.push(stretched);
  attempts.push(async () => {
    // Within one pipeline sharp thresholds before it normalises: stretch first, then cut.
    const { data, info } = await stretched().raw().toBuffer({ resolveWithObject: true });
    const { width: w, height: h, channels } = info;
    return sharp(data, { raw: { width: w, height: h, channels } })
      .threshold(128)
      .toColourspace('srgb');
  });

  for (const [index, attempt] of attempts.entries()) {
    const picture = await attempt();
    const { data, info } = await picture.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
    const code = jsQR(pixels, info.width, info.height, {
      // Light-on-dark codes are rare, so only the last try pays for the inverted pass.
      inversionAttempts: index === attempts.length - 1 ? 'attemptBoth' : 'dontInvert',
    });
    if (code) return code.data;
  }
  return null;
}
