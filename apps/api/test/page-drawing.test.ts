import { foodListResponseSchema } from '@dapur/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from './accounts';
import { useTestApp } from './helper';
import { call } from './shop';
import { makeWebDistDir } from './web-build';

/**
 * A stand-in for the web app's drawing (apps/web/src/prerender.tsx, tested in apps/web):
 * it writes down what the server asked it to draw, so these tests see what the server
 * gave it and where the server put the result.
 */
const ECHO_DRAWING = `
export async function prerender({ path, answers, compact }) {
  const dishes = (answers.foods?.data ?? []).map((food) => food.nama).join('|');
  const asap = answers['restaurant/slots']?.meta.asap;
  const status = asap ? (asap.available ? 'open' : asap.reason) : '';
  return '<p id="drawn" data-path="' + path + '" data-compact="' + compact + '" data-status="' + status + '">' +
    Object.keys(answers).sort().join(',') + ';' + dishes + '</p>';
}`;

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** What the drawing was asked, read back from the page's `#root`. */
function drawnIn(html: string) {
  const match =
    /<div id="root" data-screen="(?:phone|wide)"><p id="drawn" data-path="([^"]*)" data-compact="([^"]*)" data-status="([^"]*)">([^;]*);([^<]*)<\/p><\/div>/.exec(
      html,
    );
  if (!match) return undefined;
  const [, path, compact, status, answers, dishes] = match;
  return {
    path,
    compact: compact === 'true',
    status,
    answers: answers!.split(','),
    dishes: dishes!.split('|'),
  };
}

describe('the public pages drawn on the server', () => {
  const ctx = useTestApp({ webDistDir: makeWebDistDir({ drawing: ECHO_DRAWING }) });
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('draws /foods from the answers it carries, for a phone when a phone asks', async () => {
    const response = await get('/foods', { 'user-agent': PHONE_UA });

    expect(response.statusCode).toBe(200);
    expect(drawnIn(response.body)).toMatchObject({
      path: '/foods',
      compact: true,
      answers: ['categories', 'foods', 'restaurant', 'restaurant/slots'],
    });
    // Two forms of one page: caches must keep them apart.
    expect(response.headers.vary).toMatch(/sec-ch-ua-mobile, user-agent/);
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
  ])('draws the grid or the phone rows for %s', async (_who, headers, compact) => {
    const html = (await get('/foods', headers)).body;

    expect(drawnIn(html)?.compact).toBe(compact);
  });

  it('draws the home page too, whatever the client accepts', async () => {
    const plain = await get('/', { 'user-agent': PHONE_UA });
    const brotli = await get('/', { 'user-agent': PHONE_UA, 'accept-encoding': 'br' });

    expect(drawnIn(plain.body)).toMatchObject({ path: '/', answers: ['restaurant'] });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('draws the menu again once the family changes it', async () => {
    const [first] = foodListResponseSchema.parse(
      (await call(ctx.app, 'GET', '/api/foods')).json(),
    ).data;
    expect(drawnIn((await get('/foods')).body)?.dishes).toContain(first!.nama);

    await call(ctx.app, 'PUT', `/api/admin/foods/${first!.id}`, {
      token: owner.token,
      payload: { nama: 'Nasi Box Ayam Bakar Madu' },
    });

    const dishes = drawnIn((await get('/foods')).body)?.dishes;
    expect(dishes).toContain('Nasi Box Ayam Bakar Madu');
    expect(dishes).not.toContain(first!.nama);
  });

  describe("the shop's status on the menu's pages", () => {
    afterEach(async () => {
      ctx.clock.reset();
      await call(ctx.app, 'PUT', '/api/admin/restaurant', {
        token: owner.token,
        payload: { accepting_orders: true },
      });
    });

    it('is drawn as it is at each request, though the menu has not changed', async () => {
      // 00.30 in Jakarta: the strip says when the shop opens, drawn with the menu.
      ctx.clock.set('2026-06-10T17:30:00Z');
      const night = drawnIn((await get('/foods', { 'user-agent': PHONE_UA })).body);
      expect(night?.status).toBe(
        'Restoran sedang tutup. Buka lagi hari ini pukul 07.00. Pilih waktu lain untuk memesan.',
      );

      // 10.00: open, and the page kept from the night is not the one sent.
      ctx.clock.set('2026-06-11T10:00:00+07:00');
      expect(drawnIn((await get('/foods', { 'user-agent': PHONE_UA })).body)?.status).toBe('open');

      // The night again: the same page as before, from the cache or drawn anew.
      ctx.clock.set('2026-06-11T23:30:00+07:00');
      expect(drawnIn((await get('/foods', { 'user-agent': PHONE_UA })).body)?.status).toBe(
        'Restoran sedang tutup. Buka lagi besok pukul 07.00. Pilih waktu lain untuk memesan.',
      );
    });

    it("is on a dish's page and a category's, and says so when the family pauses orders", async () => {
      await call(ctx.app, 'PUT', '/api/admin/restaurant', {
        token: owner.token,
        payload: { accepting_orders: false },
      });
      const paused =
        'Restoran sedang tidak menerima pesanan untuk hari ini. Anda bisa memesan untuk besok pukul 07.00 atau sesudahnya.';

      for (const url of ['/foods/1', '/categories/1']) {
        const drawn = drawnIn((await get(url)).body);
        expect(drawn?.answers, url).toContain('restaurant/slots');
        expect(drawn?.status, url).toBe(paused);
      }
    });

    it('is not on the pages that do not sell', async () => {
      for (const url of ['/', '/categories', '/about']) {
        expect(drawnIn((await get(url)).body)?.answers, url).not.toContain('restaurant/slots');
      }
    });
  });

  it("asks for the page's code only once the page is painted", async () => {
    const html = (await get('/foods', { 'user-agent': PHONE_UA })).body;
    const head = html.slice(0, html.indexOf('</head>'));

    // The stylesheet and the first photo stay; the app and its chunks wait for the loader.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-S1.css">');
    expect(head).toMatch(/<link rel="preload" as="image"/);
    expect(head).not.toContain('modulepreload');
    expect(head.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/start-after-paint-P1.js">',
    ]);
    const code = /<script type="application\/json" id="dapur-code">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(code![1]!)).toEqual({
      entry: '/assets/index-E1.js',
      preload: [
        '/assets/react-R1.js',
        '/assets/catalog-layout-C1.js',
        '/assets/foods-page-F1.js',
        '/assets/food-grid-G1.js',
      ],
    });
  });

  it('leaves the pages it does not draw to the web app, their code loading at once', async () => {
    const html = (await get('/cart', { 'user-agent': PHONE_UA })).body;

    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-E1.js">');
    expect(html).not.toContain('start-after-paint');
  });

  it('keeps the drawing module to itself', async () => {
    const response = await get('/.prerender/prerender.js');

    expect(response.statusCode).toBe(404);
  });
});
