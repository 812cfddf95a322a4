import { brotliDecompressSync } from 'node:zlib';
import { foodListResponseSchema } from '@dapur/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from './accounts';
import { useTestApp } from './helper';
import { call } from './shop';
import { INDEX_HTML, makeWebDistDir } from './web-build';

const photoPreload = (src: string, sizes: string) =>
  `<link rel="preload" as="image" href="${src}" imagesrcset="${src.replace('.webp', '-400.webp')} 400w, ${src} 800w" imagesizes="${sizes}" fetchpriority="high">`;
const WIDE_SIZES = '(min-width: 768px) 50vw, 100vw';
/** A list of dishes: cards on a large screen, 72 px thumbnails (the small copy) on a phone. */
const LIST_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 72px';

/** The catalog answers a page carries, by their path under /api. */
function answersIn(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="dapur-answers">(.*?)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : {};
}

describe('the public pages with the web app built', () => {
  const ctx = useTestApp({ webDistDir: makeWebDistDir() });
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;
  const menu = async () =>
    foodListResponseSchema.parse((await call(ctx.app, 'GET', '/api/foods')).json()).data;

  it('sends /foods with its chunks, its first photo and the menu it shows', async () => {
    const [first] = await menu();
    const html = await page('/foods');

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(photoPreload(first!.gambar_url!, LIST_SIZES));
    for (const chunk of ['catalog-layout-C1', 'foods-page-F1', 'food-grid-G1']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${chunk}.js">`);
    }
    // index.html loads the entry and what it imports already: not asked for twice.
    expect(head).not.toMatch(/modulepreload[^>]*index-E1/);
    expect(head.match(/modulepreload[^>]*react-R1/g)).toHaveLength(1);
    expect(answersIn(html)).toEqual({
      restaurant: (await call(ctx.app, 'GET', '/api/restaurant')).json(),
      foods: (await call(ctx.app, 'GET', '/api/foods')).json(),
      // A phone shows the dishes under their categories' headings.
      categories: (await call(ctx.app, 'GET', '/api/categories')).json(),
    });
  });

  it("sends a dish's page with its photo as wide as the page shows it, and the dish", async () => {
    const html = await page('/foods/3');

    expect(html).toContain(photoPreload('/storage/foods/nasi-goreng-kampung.webp', WIDE_SIZES));
    expect(html).toContain('href="/assets/food-detail-page-D1.js"');
    expect(answersIn(html)['foods/3']).toEqual((await call(ctx.app, 'GET', '/api/foods/3')).json());
  });

  it('sends the same page compressed, still revalidated on every visit', async () => {
    const plain = await page('/foods');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/foods',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain);
  });

  it('follows the family: a new name, a dish taken off the menu', async () => {
    const [first, second] = await menu();
    await call(ctx.app, 'PUT', `/api/admin/foods/${second!.id}`, {
      token: owner.token,
      payload: { nama: 'Nasi Box Rendang Spesial' },
    });
    await call(ctx.app, 'DELETE', `/api/admin/foods/${first!.id}`, { token: owner.token });

    const html = await page('/foods');

    expect(html).toContain(photoPreload(second!.gambar_url!, LIST_SIZES));
    expect(html).not.toContain(`href="${first!.gambar_url}"`);
    const { data } = foodListResponseSchema.parse(answersIn(html).foods);
    expect(data[0]).toMatchObject({ id: second!.id, nama: 'Nasi Box Rendang Spesial' });
    // The dish that is gone: its page is index.html alone, which says it is not found.
    expect(await page(`/foods/${first!.id}`)).toBe(INDEX_HTML);
  });

  it("never lets a dish's text close the answers' element", async () => {
    await call(ctx.app, 'PUT', '/api/admin/foods/3', {
      token: owner.token,
      payload: { deskripsi: 'Pedas </script><script>alert(1)</script> $& $1' },
    });

    const html = await page('/foods/3');

    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(answersIn(html)['foods/3']).toMatchObject({
      data: { deskripsi: 'Pedas </script><script>alert(1)</script> $& $1' },
    });
  });

  it.each(['/cart', '/foods/0123', '/foods/99999', '/categories/2/'])(
    'sends %s as index.html alone',
    async (url) => {
      expect(await page(url)).toBe(INDEX_HTML);
    },
  );

  it("keeps the build's manifest to itself", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/.vite/manifest.json' });

    expect(response.statusCode).toBe(404);
  });
});
