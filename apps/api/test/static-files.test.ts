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
const PLANTED = ['evil.html', 'evil.js', 'evil.svg', 'evil.webp.html', '.evil.png', 'evil'];
const PLANTED_BYTES = '<script>alert(document.domain)</script>';
const STORED_IMAGE_POLICY = "default-src 'none'; sandbox";
const BUILD_SECRET = '{"for":"the server alone"}';

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
  mkdirSync(path.join(dir, 'qris'));
  writeFileSync(path.join(dir, 'qris', 'qris-1a2b3c4d.png'), IMAGE_BYTES);
  // What a restored backup could have planted beside the pictures (finding 8 of issue 32).
  for (const name of PLANTED) writeFileSync(path.join(dir, name), PLANTED_BYTES);
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
  // What the build keeps for the server alone, in folders whose names start with a dot.
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), BUILD_SECRET);
  mkdirSync(path.join(dir, '.prerender'));
  writeFileSync(path.join(dir, '.prerender', 'prerender.js'), BUILD_SECRET);
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

  it.each(['/storage/foods/nasi-goreng-kampung.webp', '/storage/qris/qris-1a2b3c4d.png'])(
    'serves the picture %s under a policy that runs nothing, unsniffed',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/(webp|png)$/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(STORED_IMAGE_POLICY);
    },
  );

  it.each(PLANTED.flatMap((name) => [`/storage/${name}`, `//storage//${name}`]))(
    'serves nothing but pictures from storage: %s is a 404',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('<script>');
    },
  );

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

  // Finding 6 of the outside test: the guard judged the path as spelled, not as served.
  it.each([
    '/.vite/manifest.json',
    '//.vite/manifest.json',
    '///.vite//manifest.json',
    '/./.vite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/%2e%2e/.vite/manifest.json',
    '/assets/%2E%2E/.vite/manifest.json',
    '/%2e%2e/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/assets%2f..%2f.vite%2fmanifest.json',
    '/assets/..\\.vite/manifest.json',
    '/assets%5c..%5c.vite%5cmanifest.json',
    '/\\.vite/manifest.json',
    '//.prerender/prerender.js',
    '/.prerender/prerender.js',
    '/assets/%2e%2e/.prerender/prerender.js',
    '/storage/../.vite/manifest.json',
    '/api/../.vite/manifest.json',
  ])('keeps the build’s own files to itself however the path %s is spelled', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await ctx.app.inject({ method, url });

      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('the server alone');
    }
  });

  it.each(['//assets/index-C0ffee12.js', '/assets/./index-C0ffee12.js', '/x/../favicon.svg'])(
    'still serves a real file of the build at %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
    },
  );

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
