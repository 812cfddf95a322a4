// Run in Node (vitest.config.ts): the server renders pages without window, document or storage.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPageRenderer, type PageRenderer } from '../../src/entry-server';
import { makeClientBuild } from '../helpers/client-build';
import {
  apiError,
  esTeh,
  minuman,
  nasiBox,
  nasiGoreng,
  rendang,
  success,
} from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { slotsAnswer, warungSri } from '../helpers/restaurant-fixtures';

/** The text a visitor reads, without the markup. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the page carries for hydration (src/lib/page-state.ts), as the browser will read it. */
function stateOf(html: string) {
  const block = /<script type="application\/json" id="dapur-state">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(block![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

const MENU = {
  'GET /api/foods': () => json(success([nasiGoreng, rendang, esTeh])),
  'GET /api/categories': () => json(success([nasiBox, minuman])),
  'GET /api/foods/3': () => json(success(nasiGoreng)),
  'GET /api/foods/9999': () => json(apiError('Makanan tidak ditemukan.'), 404),
};

let renderer: PageRenderer;
beforeEach(async () => {
  renderer = await createPageRenderer({
    clientDir: makeClientBuild(),
    fetch: (input, init) => globalThis.fetch(input, init),
  });
});

const render = (path: string, phone = true) =>
  renderer.render({ url: `http://dapur.test${path}`, phone });

describe('a public page rendered on the server', () => {
  it('shows the menu with its prices under the restaurant name, asking the API for what it shows', async () => {
    const api = mockFetch(MENU);
    const page = await render('/foods', false);
    const text = textOf(page!.html);

    expect(text).toContain(warungSri.name);
    expect(text).toContain('Menu Kami');
    for (const dish of ['Nasi Goreng Kampung', 'Nasi Box Rendang Sapi', 'Es Teh Manis']) {
      expect(text).toContain(dish);
    }
    expect(text).toContain('Rp 25.000');
    expect(text).not.toContain('Memuat');
    // A visitor: the header offers to sign in.
    expect(page!.html).toContain('href="/login"');
    for (const call of ['GET /api/foods', 'GET /api/restaurant', 'GET /api/restaurant/slots']) {
      expect(api.callsTo(call)).toBe(1);
    }
  });

  it('carries the responses it was rendered from, for the app to hydrate without asking again', async () => {
    mockFetch(MENU);
    const state = stateOf((await render('/foods'))!.html);

    const keys = state.queries.map((query) => JSON.stringify(query.queryKey)).sort();
    expect(keys).toEqual(['["categories"]', '["foods"]', '["restaurant"]', '["slots","today",""]']);
    const foods = state.queries.find((query) => query.queryKey[0] === 'foods');
    expect(foods?.state.data).toEqual([nasiGoreng, rendang, esTeh]);
  });

  it('cannot be broken out of by a dish whose name closes the data block', async () => {
    const dish = { ...nasiGoreng, nama: '</script><script>alert(1)</script>' };
    mockFetch({ ...MENU, 'GET /api/foods': () => json(success([dish])) });
    const { html } = (await render('/foods'))!;

    expect(html).not.toContain('<script>alert(1)');
    const foods = stateOf(html).queries.find((query) => query.queryKey[0] === 'foods');
    expect(foods?.state.data).toEqual([dish]);
  });

  it('renders the compact rows and category chips for a phone, the grid for a larger screen', async () => {
    mockFetch(MENU);
    const phone = (await render('/foods', true))!.html;
    const wide = (await render('/foods', false))!.html;

    expect(phone).toContain('aria-label="Kategori menu"');
    expect(phone).toContain('type="search"');
    expect(phone).toContain('<div id="root" data-screen="phone">');
    expect(wide).not.toContain('aria-label="Kategori menu"');
    expect(wide).toContain('<div id="root" data-screen="wide">');
  });

  it("shows the shop's status above the menu while it is closed, and nothing while open", async () => {
    const night = new Date('2026-06-10T21:00:00+07:00');
    mockFetch({ ...MENU, 'GET /api/restaurant/slots': slotsAnswer({ now: night }) });
    const closed = textOf((await render('/foods'))!.html);
    mockFetch(MENU);
    const open = textOf((await render('/foods'))!.html);

    expect(closed).toContain('Restoran sedang tutup.');
    expect(open).not.toContain('Restoran sedang tutup');
  });

  it("shows the shop's status on the home page too while it is closed, and nothing while open", async () => {
    const night = new Date('2026-06-10T21:00:00+07:00');
    mockFetch({ 'GET /api/restaurant/slots': slotsAnswer({ now: night }) });
    const closed = (await render('/'))!.html;
    mockFetch({});
    const open = textOf((await render('/'))!.html);

    expect(textOf(closed)).toContain('Restoran sedang tutup.');
    expect(open).not.toContain('Restoran sedang tutup');
    // The browser hydrates it from the same response (hydration.test.tsx matches the markup).
    expect(stateOf(closed).queries.map((query) => query.queryKey[0])).toContain('slots');
  });

  it('shows a dish with its description and price, and the categories and about pages', async () => {
    mockFetch(MENU);
    const dish = textOf((await render('/foods/3'))!.html);
    expect(dish).toContain('Nasi Goreng Kampung');
    expect(dish).toContain(nasiGoreng.deskripsi!);

    const categories = textOf((await render('/categories'))!.html);
    expect(categories).toContain('Nasi Box');
    expect(categories).toContain('Minuman');

    const about = textOf((await render('/about'))!.html);
    expect(about).toContain('Tentang Kami');
    expect(about).toContain(warungSri.address);
  });

  it("keeps the page's code for after its first paint, with the route's chunks preloaded", async () => {
    mockFetch(MENU);
    const { html } = (await render('/foods'))!;
    const [head, body] = html.split('</head>');

    // In the head, only the small script that loads the rest once the page has painted.
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/load-after-paint-L1.js">',
    );
    expect(head).not.toContain('index-E1.js');
    expect(head).not.toContain('modulepreload');
    const template = /<template id="page-code">([\s\S]*?)<\/template>/.exec(body!)?.[1] ?? '';
    expect(template).toContain('src="/assets/index-E1.js"');
    for (const chunk of ['react-R1', 'catalog-layout-C1', 'foods-route-F1', 'food-list-G1']) {
      expect(template).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/${chunk}.js">`,
      );
    }
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-S1.css">');
  });

  it('keeps taps made before hydration from the start: React’s inline script first in the head, named by its hash', async () => {
    mockFetch(MENU);
    const page = (await render('/foods'))!;

    const inline = [...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const [script, text] = inline[0]!;
    expect(text).toContain('$$reactFormReplay');
    expect(page.html.indexOf(script)).toBe(page.html.indexOf('<head>') + '<head>'.length);
    const hash = createHash('sha256').update(text!).digest('base64');
    expect(page.scriptHashes).toEqual([`'sha256-${hash}'`]);
  });

  it('leaves to the browser the pages it renders alone and a dish that is not there', async () => {
    mockFetch(MENU);

    for (const path of [
      '/cart',
      '/login',
      '/order-form',
      '/admin',
      '/nothing-here',
      '/foods/9999',
    ]) {
      expect(await render(path), path).toBeUndefined();
    }
  });
});
