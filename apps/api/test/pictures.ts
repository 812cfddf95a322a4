import sharp from 'sharp';

/** Pictures a family member might upload, and ways to read what the server made of them. */

/** A plain picture of the given format, 800×600 unless told. */
export function picture(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

/** A picture of noise, which barely compresses: large for its size. */
export function noisePicture(format: 'jpeg' | 'png', width = 800, height = 600) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG of noise cut short: most of its pixels are missing. */
export async function truncatedJpeg() {
  const noisy = await noisePicture('jpeg');
  return noisy.subarray(0, Math.floor(noisy.length / 2));
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
    '<rect width="800" height="600" fill="red"/></svg>',
);

/**
 * A photo as a phone stores it when held upright: 600 wide and 800 high, red above blue,
 * with EXIF orientation 6 (show it turned a quarter clockwise: red on the right).
 */
export async function sidewaysPhoto() {
  const blue = await sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 20, b: 220 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 220, g: 20, b: 20 } },
  })
    .composite([{ input: blue, top: 400, left: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Black and white squares of `side` pixels: cropping keeps them square, stretching would not. */
export function checkerboard(width: number, height: number, side: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const white = (Math.floor(x / side) + Math.floor(y / side)) % 2 === 0;
      pixels.fill(white ? 255 : 0, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * Where a line of grey values turns from black to white or back. Greys in between (the
 * blur of a resized edge) count for the side they came from.
 */
export function edgesAlong(line: number[]): number[] {
  const edges: number[] = [];
  let white = line[0]! > 127;
  line.forEach((grey, i) => {
    if (white ? grey < 64 : grey > 191) {
      edges.push(i);
      white = !white;
    }
  });
  return edges;
}

/** The distances between consecutive edges. */
export const gaps = (edges: number[]) => edges.slice(1).map((edge, i) => edge - edges[i]!);
