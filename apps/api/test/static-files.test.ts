import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Any bytes will do: the server does not look inside images.
const IMAGE_BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 test image', 'latin1');
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('dapur '.repeat(200))});`;
/** The build's twins (apps/web/build/precompress.ts), told apart from anything made on the fly. */
const BROTLI_JS = brotliCompressSync(APP_JS);
const GZIP_JS = gzipSync(APP_JS, { level: 9 });

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

function makeStorageDir(): string {
  const dir = makeTempDir('dapur-storage-');
  mkdirSync(path.join(dir, 'foods'));
  writeFileSync(path.join(dir, 'foods', 'nasi-goreng-kampung.webp'), IMAGE_BYTES);
  return dir;
}

/** apps/web/dist as `npm run build` leaves it, without the server rendering: `client/` is served. */
function makeWebDistDir(): string {
  const dist = makeTempDir('dapur-web-');
  const dir = path.join(dist, 'client');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(INDEX_HTML));
  writeFileSync(path.join(dir, 'assets', 'index-C0ffee12.js'), 'console.log("dapur");');
  writeFileSync(path.join(dir, 'assets', 'app-Be11a5e1.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets', 'app-Be11a5e1.js.br'), BROTLI_JS);
  writeFileSync(path.join(dir, 'assets', 'app-Be11a5e1.js.gz'), GZIP_JS);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Dapur","start_url":"/"}');
  return dist;
}

describe('with the web app built', () => {
  const ctx = useTestApp({ storageDir: makeStorageDir(), webDistDir: makeWebDistDir() });

  it('serves a stored image with its type and a year-long immutable cache', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/storage/foods/nasi-goreng-kampung.webp',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(IMAGE_BYTES)).toBe(true);
  });

  it('responds with a JSON 404 for a missing image, not the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/storage/foods/nope.webp' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'Berkas tidak ditemukan.' });
  });

  it('never serves files from outside the storage folder', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/storage/..%2f..%2fpackage.json',
    });

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('"name"');
  });

  it('serves built assets with a year-long immutable cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-C0ffee12.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('console.log("dapur");');
  });

  it.each([
    ['br, gzip', 'br', BROTLI_JS],
    ['gzip, deflate', 'gzip', GZIP_JS],
    ['gzip;q=1, br;q=0.5', 'gzip', GZIP_JS],
  ])(
    'sends the compressed twin the build made when the browser accepts %s',
    async (acceptEncoding, coding, twin) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-Be11a5e1.js',
        headers: { 'accept-encoding': acceptEncoding },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/);
      expect(response.rawPayload.equals(twin)).toBe(true);
    },
  );

  it('sends the file itself to a client that accepts no compression, varying on it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-Be11a5e1.js' });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(response.body).toBe(APP_JS);
  });

  it('responds to HEAD for a compressed asset with the headers of GET and no body', async () => {
    const response = await ctx.app.inject({
      method: 'HEAD',
      url: '/assets/app-Be11a5e1.js',
      headers: { 'accept-encoding': 'br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(BROTLI_JS.length));
    expect(response.body).toBe('');
  });

  it('sends a file the build did not compress as it is, never compressing it per request', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-C0ffee12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("dapur");');
  });

  it('sends images as they are whatever the browser accepts', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/storage/foods/nasi-goreng-kampung.webp',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/accept-encoding/);
    expect(response.rawPayload.equals(IMAGE_BYTES)).toBe(true);
  });

  it.each(['/', '/foods/3'])(
    'sends the page %s compressed, unkept by caches, to a browser that accepts it',
    async (url) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    },
  );

  it('responds with 404 for a missing asset instead of HTML', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-old.js' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('serves other files of the build without long caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  // Never kept for a year: the browser must see a new service worker (and with it the new
  // app shell) on the next visit after a deploy (decision 036).
  it.each([
    ['/sw.js', /^application\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('serves %s fresh on every visit, with its type', async (url, type) => {
    const response = await ctx.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/foods/3', '/categories/2', '/order-form-cart?from=cart'])(
    'responds with index.html for the app route %s so a reload works',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/api/foods/3/extra', '/api/unknown', '/api/'])(
    'never responds with HTML for the API path %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('<!doctype html>');
    },
  );

  it('keeps serving the API next to the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/foods/3' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.nama).toBe('Nasi Goreng Kampung');
  });
});

describe('with other origins allowed to call the API', () => {
  const SHOP = 'https://shop.example';
  const ctx = useTestApp({ webDistDir: makeWebDistDir(), corsOrigins: [SHOP] });

  it('sends the app’s files alike to every origin, so that a cache keeps one copy', async () => {
    // A page's module scripts are asked for with an Origin, its prefetches without (decision 047).
    for (const headers of [{ origin: SHOP }, {}]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-Be11a5e1.js',
        headers: { ...headers, 'accept-encoding': 'br' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('still lets that origin read the API', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: SHOP },
    });

    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(response.headers.vary).toMatch(/origin/i);
  });
});

describe('before the web app is built', () => {
  const ctx = useTestApp({ storageDir: makeStorageDir(), webDistDir: makeTempDir('dapur-web-') });

  it('tells whoever opens a page to run the build, without crashing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/foods/3' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('still serves the API and images', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    const image = await ctx.app.inject({
      method: 'GET',
      url: '/storage/foods/nasi-goreng-kampung.webp',
    });

    expect(api.statusCode).toBe(200);
    expect(image.statusCode).toBe(200);
  });
});
