import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeQrImage } from '../../src/lib/qris/qr-image';
import { dynamicQris, parseQris } from '../../src/lib/qris/qris';
import { layouts, topLevel } from './samples';

const payload = dynamicQris(layouts.mandiri, 27_500);

/** The PNG the payment page shows (the options of qris.service.ts). */
const rendered = (text: string, width = 480) =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width });

/** A poster-like picture: the code (none when `codeWidth` is 0) amid the restaurant's name. */
async function poster({
  width,
  height,
  codeWidth,
  background,
}: {
  width: number;
  height: number;
  codeWidth: number;
  background: string;
}): Promise<Buffer> {
  const text = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <text x="50%" y="${height * 0.12}" font-size="${width / 14}" text-anchor="middle">QRIS</text>
      <text x="50%" y="${height * 0.2}" font-size="${width / 20}" text-anchor="middle">RM SEDERHANA</text>
      <text x="50%" y="${height * 0.9}" font-size="${width / 30}" text-anchor="middle">NMID: ID1022334455667</text>
    </svg>`,
  );
  const code = codeWidth > 0 && {
    input: await rendered(payload, codeWidth),
    top: Math.round((height - codeWidth) / 2),
    left: Math.round((width - codeWidth) / 2),
  };
  return sharp({ create: { width, height, channels: 3, background } })
    .composite(code ? [{ input: text }, code] : [{ input: text }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe('reading the QR code in a picture', () => {
  it('gives back the dynamic payload from the rendered PNG: the exact amount, a valid code', async () => {
    const decoded = await decodeQrImage(await rendered(payload));

    expect(decoded).toBe(payload);
    expect(topLevel(parseQris(decoded!).payload).get('54')).toBe('27500');
  });

  it('reads a JPEG of it', async () => {
    const jpeg = await sharp(await rendered(payload))
      .jpeg({ quality: 60 })
      .toBuffer();

    expect(await decodeQrImage(jpeg)).toBe(payload);
  });

  it('reads a PNG with a transparent background', async () => {
    const transparent = await QRCode.toBuffer(payload, {
      type: 'png',
      margin: 4,
      width: 480,
      color: { dark: '#000000ff', light: '#00000000' },
    });

    expect((await sharp(transparent).stats()).isOpaque).toBe(false);
    expect(await decodeQrImage(transparent)).toBe(payload);
  });

  it('reads a phone screenshot of a QRIS poster: the code in a larger white picture with text', async () => {
    const screenshot = await poster({
      width: 1080,
      height: 2340,
      codeWidth: 640,
      background: '#ffffff',
    });

    expect(await decodeQrImage(screenshot)).toBe(payload);
  });

  it('reads a 12-megapixel photo, scaled down first', async () => {
    const photo = await poster({
      width: 4000,
      height: 3000,
      codeWidth: 1100,
      background: '#e9e4dc',
    });

    expect(await decodeQrImage(photo)).toBe(payload);
  });

  it('reads a faded print, grey on grey', async () => {
    const faded = await sharp(await rendered(payload, 600))
      .greyscale()
      .linear(0.25, 150) // black → 150, white → 214
      .jpeg({ quality: 85 })
      .toBuffer();

    expect(await decodeQrImage(faded)).toBe(payload);
  });

  it('returns null for a picture without a code', async () => {
    const blank = await poster({ width: 800, height: 600, codeWidth: 0, background: '#ffffff' });

    expect(await decodeQrImage(blank)).toBeNull();
  });

  it('throws for a file that is no picture', async () => {
    await expect(decodeQrImage(Buffer.from('bukan gambar'))).rejects.toThrow();
  });
});
