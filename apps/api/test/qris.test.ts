import { qrisInfoResponseSchema } from '@dapur/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restaurant } from '../src/db/schema/index';
import { decodeQrImage } from '../src/lib/qris/qr-image';
import { parseQris } from '../src/lib/qris/qris';
import { useTestApp } from './helper';
import { call } from './shop';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FOREVER = 'public, max-age=31536000, immutable';
const VERSIONED = /^\/api\/payments\/qris\/image\?v=[\w-]{16}$/;

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A file for QRIS_IMAGE; the server does not look inside it. */
function qrisFile(name: string, bytes: Buffer | string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dapur-qris-'));
  tempDirs.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe('QRIS without QRIS_IMAGE', () => {
  const ctx = useTestApp();
  const info = async () =>
    qrisInfoResponseSchema.parse((await call(ctx.app, 'GET', '/api/payments/qris')).json()).data;

  it('says it shows a demo code, at a URL that names its version', async () => {
    const response = await call(ctx.app, 'GET', '/api/payments/qris');

    expect(response.statusCode).toBe(200);
    expect(qrisInfoResponseSchema.strict().parse(response.json())).toEqual({
      status: 'success',
      data: {
        image_url: expect.stringMatching(VERSIONED),
        demo: true,
        merchant_name: 'Dapur Bu Ratna',
      },
    });
  });

  it('serves the same generated PNG each time, kept for good at the URL the info names', async () => {
    const { image_url: url } = await info();
    const first = await call(ctx.app, 'GET', url);
    const second = await call(ctx.app, 'GET', url);
    const unversioned = await call(ctx.app, 'GET', '/api/payments/qris/image');

    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe(FOREVER);
    expect(first.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(first.rawPayload.length).toBeGreaterThan(500);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(unversioned.rawPayload).toEqual(first.rawPayload);
    expect(unversioned.headers['cache-control']).toBe('no-cache');
  });

  it('draws a static QRIS code that reads back as one, named for the restaurant and marked DEMO', async () => {
    const { image_url: url } = await info();
    const payload = await decodeQrImage((await call(ctx.app, 'GET', url)).rawPayload);
    const { fields } = parseQris(payload ?? '');

    expect(fields.find(({ id }) => id === '01')?.value).toBe('11');
    expect(fields.find(({ id }) => id === '59')?.value).toBe('DAPUR BU RATNA DEMO');
  });

  it('names a new URL when the restaurant is renamed (the sample shows its name)', async () => {
    const before = await info();
    const beforeImage = (await call(ctx.app, 'GET', before.image_url)).rawPayload;
    await ctx.db.update(restaurant).set({ name: 'Warung Baru' });
    try {
      const after = await info();

      expect(after.image_url).toMatch(VERSIONED);
      expect(after.image_url).not.toBe(before.image_url);
      const stale = await call(ctx.app, 'GET', before.image_url);
      expect(stale.headers['cache-control']).toBe('no-cache');
      const fresh = await call(ctx.app, 'GET', after.image_url);
      expect(fresh.headers['cache-control']).toBe(FOREVER);
      expect(fresh.rawPayload).not.toEqual(beforeImage);
    } finally {
      await ctx.db.update(restaurant).set({ name: 'Dapur Bu Ratna' });
    }
  });
});

describe('QRIS with the restaurant image (QRIS_IMAGE)', () => {
  const bytes = Buffer.concat([PNG_SIGNATURE, Buffer.from('kode QRIS restoran')]);
  const file = qrisFile('qris-restoran.png', bytes);
  const ctx = useTestApp({ qrisImage: file });
  const info = async () =>
    qrisInfoResponseSchema.parse((await call(ctx.app, 'GET', '/api/payments/qris')).json()).data;

  it('says it is not a demo', async () => {
    const response = await call(ctx.app, 'GET', '/api/payments/qris');

    expect(response.json().data).toEqual({
      image_url: expect.stringMatching(VERSIONED),
      demo: false,
      merchant_name: 'Dapur Bu Ratna',
    });
  });

  it('serves the file as it is, and a replaced file at a new URL without a restart', async () => {
    const { image_url: url } = await info();
    const response = await call(ctx.app, 'GET', url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(FOREVER);
    expect(response.rawPayload).toEqual(bytes);

    const replaced = Buffer.concat([PNG_SIGNATURE, Buffer.from('kode baru')]);
    writeFileSync(file, replaced);
    const { image_url: newUrl } = await info();
    expect(newUrl).toMatch(VERSIONED);
    expect(newUrl).not.toBe(url);
    const fresh = await call(ctx.app, 'GET', newUrl);
    expect(fresh.rawPayload).toEqual(replaced);
    expect(fresh.headers['cache-control']).toBe(FOREVER);
    // The old URL is not kept: it now holds another picture.
    expect((await call(ctx.app, 'GET', url)).headers['cache-control']).toBe('no-cache');
  });

  it('responds with 503 without details when the file disappears', async () => {
    rmSync(file);

    const response = await call(ctx.app, 'GET', '/api/payments/qris/image');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Kode QRIS sedang tidak tersedia. Silakan hubungi restoran.',
    });
    expect((await info()).image_url).toBe('/api/payments/qris/image');
  });
});

describe('QRIS_IMAGE types', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const svgCtx = useTestApp({ qrisImage: qrisFile('qris.svg', svg) });
  const jpegCtx = useTestApp({ qrisImage: qrisFile('QRIS.JPEG', Buffer.from([0xff, 0xd8, 0xff])) });

  it('serves an SVG as an image that cannot run scripts', async () => {
    const response = await call(svgCtx.app, 'GET', '/api/payments/qris/image');

    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(svg);
  });

  it('serves a JPEG by its extension, whatever its case', async () => {
    const response = await call(jpegCtx.app, 'GET', '/api/payments/qris/image');

    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
