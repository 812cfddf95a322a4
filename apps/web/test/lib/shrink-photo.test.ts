import { describe, expect, it, vi } from 'vitest';
import {
  PHOTO_KEEP_BYTES,
  PHOTO_MAX_SIDE,
  shrinkPhoto,
  shrunkSize,
} from '../../src/lib/shrink-photo';

/** A file of `bytes` bytes, as a phone's camera would hand it over. */
function photo(name: string, bytes: number, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

interface Drawn {
  width: number;
  height: number;
  drawn: unknown[];
  type: string | undefined;
  quality: unknown;
}

/**
 * jsdom decodes no pictures and draws nothing: the browser's part is stubbed with a bitmap of
 * the given size and a canvas that records what it was asked to draw and encode.
 */
function stubBrowser(width: number, height: number, encoded: Blob | null = new Blob(['jpeg'])) {
  const bitmap = { width, height, close: vi.fn() };
  const decode = vi.fn(async () => bitmap);
  vi.stubGlobal('createImageBitmap', decode);
  const calls: Drawn[] = [];
  const context = { fillRect: vi.fn(), drawImage: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type,
    quality,
  ) {
    calls.push({
      width: this.width,
      height: this.height,
      drawn: context.drawImage.mock.lastCall ?? [],
      type,
      quality,
    });
    callback(encoded);
  });
  return { bitmap, decode, calls };
}

describe('shrinkPhoto', () => {
  it('sends the original file when the browser has no createImageBitmap', async () => {
    const file = photo('rendang.jpg', 4_000_000);
    expect(typeof globalThis.createImageBitmap).toBe('undefined');
    expect(await shrinkPhoto(file)).toBe(file);
  });

  it('sends the original file when the browser cannot decode it, so the server responds', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob');
    const file = photo('menu.php.jpg', 2_000, 'image/jpeg');
    expect(await shrinkPhoto(file)).toBe(file);
    expect(toBlob).not.toHaveBeenCalled();
  });

  it('shrinks a 4000×3000 phone photo to 1600×1200 as a JPEG of quality 0.85', async () => {
    const { bitmap, decode, calls } = stubBrowser(4000, 3000);
    const file = photo('IMG_2041.png', 9_000_000, 'image/png');

    const shrunk = await shrinkPhoto(file);

    expect(decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(calls).toEqual([
      {
        width: 1600,
        height: 1200,
        drawn: [bitmap, 0, 0, 1600, 1200],
        type: 'image/jpeg',
        quality: 0.85,
      },
    ]);
    expect(shrunk).not.toBe(file);
    expect(shrunk.name).toBe('IMG_2041.jpg');
    expect(shrunk.type).toBe('image/jpeg');
    expect(await shrunk.text()).toBe('jpeg');
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('keeps the proportions of a portrait photo', async () => {
    const { calls } = stubBrowser(3024, 4032);
    await shrinkPhoto(photo('tegak.jpg', 5_000_000));
    expect(calls[0]).toMatchObject({ width: 1200, height: 1600 });
  });

  it('sends a photo that is already small in pixels and bytes as it is', async () => {
    const { calls, bitmap } = stubBrowser(1200, 900);
    const file = photo('kecil.webp', PHOTO_KEEP_BYTES, 'image/webp');
    expect(await shrinkPhoto(file)).toBe(file);
    expect(calls).toEqual([]);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('re-encodes a photo small in pixels but heavy in bytes, unless that makes it no smaller', async () => {
    const { calls } = stubBrowser(1600, 1000, new Blob(['x'.repeat(10)]));
    const heavy = photo('berat.png', PHOTO_KEEP_BYTES + 1, 'image/png');
    const shrunk = await shrinkPhoto(heavy);
    expect(calls[0]).toMatchObject({ width: 1600, height: 1000, type: 'image/jpeg' });
    expect(shrunk.size).toBe(10);

    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob([new Uint8Array(PHOTO_KEEP_BYTES + 5)])),
    );
    expect(await shrinkPhoto(heavy)).toBe(heavy);
  });

  it('sends the original file when the canvas cannot encode it', async () => {
    stubBrowser(4000, 3000, null);
    const file = photo('besar.jpg', 6_000_000);
    expect(await shrinkPhoto(file)).toBe(file);
  });
});

describe('shrunkSize', () => {
  it('limits the longer side to 1600 px and never enlarges', () => {
    expect(PHOTO_MAX_SIDE).toBe(1600);
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(1000, 5000)).toEqual({ width: 320, height: 1600 });
    expect(shrunkSize(1600, 1600)).toEqual({ width: 1600, height: 1600 });
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shrunkSize(20000, 1)).toEqual({ width: 1600, height: 1 });
  });
});
