import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { foodListResponseSchema } from '@dapur/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from './accounts';
import { useTestApp } from './helper';
import { call } from './shop';
import { INDEX_HTML, makeWebDistDir } from './web-build';

/**
 * A stand-in for the web app's server rendering (apps/web/src/entry-server.tsx, tested in
 * apps/web): it asks the API for the menu and the shop's status through the `fetch` the
 * server gives it, as the real one does, and writes down what it was asked and what it got.
 * It renders no page for /cart, and fails on /broken.
 */
const ECHO_RENDERER = `
export async function createPageRenderer({ fetch }) {
  const read = async (path) => (await fetch('http://dapur.server/api/' + path)).json();
  return {
    async render({ url, phone }) {
      const { pathname, search } = new URL(url);
      if (pathname === '/cart') return undefined;
      if (pathname === '/broken') throw new Error('the rendering failed');
      const [foods, slots] = await Promise.all([read('foods'), read('restaurant/slots')]);
      const status = slots.meta.asap.available ? 'open' : slots.meta.asap.reason;
      const dishes = foods.data.map((food) => food.nama).join('|');
      const root = '<p id="rendered" data-path="' + pathname + search + '" data-phone="' + phone +
        '" data-status="' + status + '">' + dishes + '</p>';
      return {
        html: '<!doctype html><html><head></head><body><div id="root">' + root +
          '</div><script>replay()</script></body></html>',
        scriptHashes: ["'sha256-cmVwbGF5'"],
      };
    },
  };
}`;

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** What the renderer was asked and what it read, from the page's `#root`. */
function renderedIn(html: string) {
  const match =
    /<p id="rendered" data-path="([^"]*)" data-phone="([^"]*)" data-status="([^"]*)">([^<]*)<\/p>/.exec(
      html,
    );
  if (!match) return undefined;
  const [, path, phone, status, dishes] = match;
  return { path, phone: phone === 'true', status, dishes: dishes!.split('|') };
}

describe('the public pages rendered on the server', () => {
  const ctx = useTestApp({ webDistDir: makeWebDistDir({ renderer: ECHO_RENDERER }) });
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it("sends the web app's rendering of the page, which read the menu through the API", async () => {
    const response = await get('/foods?kategori=2', { 'user-agent': PHONE_UA });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const rendered = renderedIn(response.body);
    expect(rendered).toMatchObject({ path: '/foods?kategori=2', phone: true, status: 'open' });
    expect(rendered?.dishes).toContain('Nasi Goreng Kampung');
    // Two renderings of one page: caches must keep them apart.
    expect(response.headers.vary).toBe('accept-encoding, sec-ch-ua-mobile, user-agent');
  });

  it.each([
    ['a computer', { 'user-agent': DESKTOP_UA }, false],
    [
      'Chromium on a phone, by its hint',
      { 'user-agent': DESKTOP_UA, 'sec-ch-ua-mobile': '?1' },
      true,
    ],
    [
      'Chromium on a computer, by its hint',
      { 'user-agent': PHONE_UA, 'sec-ch-ua-mobile': '?0' },
      false,
    ],
    ['a client that says nothing', {}, false],
  ])('asks for the phone rows or the grid for %s', async (_who, headers, phone) => {
    expect(renderedIn((await get('/foods', headers)).body)?.phone).toBe(phone);
  });

  it('compresses the page as the browser accepts, and sends it plain to one that accepts none', async () => {
    const plain = await get('/');
    const brotli = await get('/', { 'accept-encoding': 'br, gzip' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('lets the page run the inline scripts the rendering named, and nothing else more', async () => {
    const page = await get('/foods');
    const api = await get('/api/foods');

    const scriptSrc = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1];
    expect(scriptSrc(page.headers['content-security-policy'])).toBe("'self' 'sha256-cmVwbGF5'");
    expect(scriptSrc(api.headers['content-security-policy'])).toBe("'self'");
  });

  it('shows a menu change on the next request', async () => {
    const [first] = foodListResponseSchema.parse(
      (await call(ctx.app, 'GET', '/api/foods')).json(),
    ).data;
    expect(renderedIn((await get('/foods')).body)?.dishes).toContain(first!.nama);

    await call(ctx.app, 'PUT', `/api/admin/foods/${first!.id}`, {
      token: owner.token,
      payload: { nama: 'Nasi Box Ayam Bakar Madu' },
    });

    const dishes = renderedIn((await get('/foods')).body)?.dishes;
    expect(dishes).toContain('Nasi Box Ayam Bakar Madu');
    expect(dishes).not.toContain(first!.nama);
  });

  describe("the shop's status", () => {
    afterEach(() => ctx.clock.reset());

    it('is read at each request, as it is then', async () => {
      // 00.30 in Jakarta: closed, and says when it opens.
      ctx.clock.set('2026-06-10T17:30:00Z');
      expect(renderedIn((await get('/foods')).body)?.status).toBe(
        'Restoran sedang tutup. Buka lagi hari ini pukul 07.00. Pilih waktu lain untuk memesan.',
      );

      ctx.clock.set('2026-06-11T10:00:00+07:00');
      expect(renderedIn((await get('/foods')).body)?.status).toBe('open');
    });
  });

  it('sends index.html for a page the web app renders in the browser alone', async () => {
    const response = await get('/cart', { 'user-agent': PHONE_UA });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-security-policy']).not.toContain('sha256');
  });

  it('sends index.html, for the browser to render, when the rendering fails', async () => {
    const response = await get('/broken');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('keeps the server rendering and the build manifest to itself', async () => {
    for (const url of [
      '/server/entry-server.js',
      '/../server/entry-server.js',
      '/.vite/manifest.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('createPageRenderer');
    }
  });
});
