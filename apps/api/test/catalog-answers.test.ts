import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  categoryFoodsResponseSchema,
  categoryListResponseSchema,
  foodListResponseSchema,
  foodResponseSchema,
  restaurantResponseSchema,
} from '@dapur/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, multipartFile, registerAndLogin, registerOwner } from './accounts';
import { useTestApp } from './helper';
import { createFood } from './menu';
import { picture } from './pictures';
import { call } from './shop';

const STRONG_ETAG = /^"[\w-]{43}"$/;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The public reads kept in the catalog cache, each with a large and a small response. */
const CATALOG = [
  '/api/foods',
  '/api/foods/3',
  '/api/categories',
  '/api/categories/1/foods',
  '/api/restaurant',
];

describe('catalog responses', () => {
  const ctx = useTestApp();
  let owner: Awaited<ReturnType<typeof registerOwner>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const asOwner = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(ctx.app, method, url, { token: owner.token, payload });

  it.each(CATALOG)(
    '%s carries a strong ETag, must be revalidated, and responds with 304 to it',
    async (url) => {
      const first = await get(url);
      const again = await get(url, { 'if-none-match': first.headers.etag as string });

      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(STRONG_ETAG);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(CATALOG)(
    '%s once kept is sent with the same status, headers and bytes as when it was first read',
    async (url) => {
      await asOwner('PUT', '/api/admin/restaurant', { accepting_orders: true });
      const first = await get(url, BROWSER);
      const kept = await get(url, BROWSER);

      expect(kept.statusCode).toBe(first.statusCode);
      const { date: _date, ...firstHeaders } = first.headers;
      const { date: _keptDate, ...keptHeaders } = kept.headers;
      expect(keptHeaders).toEqual(firstHeaders);
      expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
    },
  );

  it('reads a dish whose id is written otherwise, or with a query string, as the route reads it', async () => {
    const plain = await get('/api/foods/3');
    const padded = await get('/api/foods/03');
    const queried = await get('/api/foods/3?utm=menu');
    const invalid = await get('/api/foods/tiga');

    expect(padded.statusCode).toBe(200);
    expect(queried.statusCode).toBe(200);
    expect(padded.json()).toEqual(plain.json());
    expect(queried.json()).toEqual(plain.json());
    expect(invalid.statusCode).toBe(422);
  });

  it('responds with 304 to a weak copy of the tag, or one in a list, and 200 to another tag', async () => {
    const { etag } = (await get('/api/foods')).headers as { etag: string };

    expect((await get('/api/foods', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('/api/foods', { 'if-none-match': `"old", ${etag}` })).statusCode).toBe(304);
    expect((await get('/api/foods', { 'if-none-match': '*' })).statusCode).toBe(304);
    const other = await get('/api/foods', { 'if-none-match': '"old"' });
    expect(other.statusCode).toBe(200);
    expect(foodListResponseSchema.parse(other.json()).data).toHaveLength(22);
  });

  it('sends a large response compressed, with a tag of its own and Vary, the same JSON inside', async () => {
    const plain = await get('/api/categories');
    const br = await get('/api/categories', BROWSER);
    const gzip = await get('/api/categories', { 'accept-encoding': 'gzip' });

    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const response of [plain, br, gzip]) {
      expect(response.headers.vary).toMatch(/accept-encoding/);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    expect(gzip.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gzip"`);

    const revalidated = await get('/api/categories', {
      ...BROWSER,
      'if-none-match': br.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.vary).toMatch(/accept-encoding/);
  });

  it('sends a small response as it is, whatever the client accepts', async () => {
    const response = await get('/api/foods/3', BROWSER);

    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/accept-encoding/);
    expect(foodResponseSchema.parse(response.json()).data.nama).toBe('Nasi Goreng Kampung');
  });

  it('responds to HEAD with the headers of GET and no body', async () => {
    const getResponse = await get('/api/foods', BROWSER);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/foods', headers: BROWSER });

    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const header of ['etag', 'content-encoding', 'content-length', 'cache-control', 'vary']) {
      expect(head.headers[header], header).toBe(getResponse.headers[header]);
    }
  });

  it.each(['/api/foods/99999', '/api/categories/99999/foods'])(
    'responds to %s, which is not on the menu, with 404 without a tag',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
      expect(response.json()).toMatchObject({ status: 'error' });
    },
  );

  it('gives a customer the same response as a visitor, and keeps carts apart', async () => {
    const customer = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    await call(ctx.app, 'POST', '/api/cart', {
      token: customer.token,
      payload: { food_id: 5, jumlah: 2 },
    });

    const visitor = await get('/api/foods');
    const signedIn = await get('/api/foods', bearer(customer.token));
    const carts = await Promise.all(
      [customer, other].map((who) => get('/api/cart', bearer(who.token))),
    );

    expect(signedIn.rawPayload.equals(visitor.rawPayload)).toBe(true);
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(carts.map((cart) => cart.json().data.length)).toEqual([1, 0]);
    for (const cart of carts) {
      expect(cart.headers.etag).toBeUndefined();
      expect(cart.headers['cache-control']).toBe('no-store');
    }
  });

  describe('a change by the family shows on the next read, and old tags no longer match', () => {
    /** Reads `url` (now kept in the cache), runs `change`, and returns the old tag and the new body. */
    async function afterChange(url: string, change: () => Promise<{ statusCode: number }>) {
      const before = await get(url);
      expect(before.statusCode).toBe(200);
      const changed = await change();
      expect(changed.statusCode).toBe(200);
      const after = await get(url, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      return after.json();
    }

    it('a dish sold out, on every read that shows it', async () => {
      const soldOut = () => asOwner('PUT', '/api/admin/foods/4', { is_available: false });
      for (const url of CATALOG.slice(0, 4)) await get(url);

      const list = foodListResponseSchema.parse(await afterChange('/api/foods', soldOut));
      const detail = foodResponseSchema.parse((await get('/api/foods/4')).json());
      const categories = categoryListResponseSchema.parse((await get('/api/categories')).json());
      const ofCategory = categoryFoodsResponseSchema.parse(
        (await get('/api/categories/1/foods')).json(),
      );

      expect(list.data.find((food) => food.id === 4)?.is_available).toBe(false);
      expect(detail.data.is_available).toBe(false);
      const inCategory = categories.data[0]!.foods.find((food) => food.id === 4);
      expect(inCategory?.is_available).toBe(false);
      expect(ofCategory.foods.find((food) => food.id === 4)?.is_available).toBe(false);
    });

    it('a new price', async () => {
      const body = await afterChange('/api/foods/6', () =>
        asOwner('PUT', '/api/admin/foods/6', { harga: 33_500 }),
      );

      expect(foodResponseSchema.parse(body).data.harga).toBe(33_500);
    });

    it('a new dish, and one archived', async () => {
      const food = await createFood(ctx.app, owner.token, { nama: 'Soto Lamongan' });
      const listed = foodListResponseSchema.parse((await get('/api/foods')).json()).data;
      expect(listed.map((dish) => dish.nama)).toContain('Soto Lamongan');

      const body = await afterChange('/api/foods', () =>
        asOwner('DELETE', `/api/admin/foods/${food.id}`),
      );

      expect(foodListResponseSchema.parse(body).data.map((dish) => dish.id)).not.toContain(food.id);
      expect((await get(`/api/foods/${food.id}`)).statusCode).toBe(404);
    });

    it('a category renamed', async () => {
      const rename = () => asOwner('PUT', '/api/admin/categories/2', { name: 'Lauk Pauk Rumahan' });
      await get('/api/categories/2/foods');

      const list = categoryListResponseSchema.parse(await afterChange('/api/categories', rename));
      const ofCategory = categoryFoodsResponseSchema.parse(
        (await get('/api/categories/2/foods')).json(),
      );

      expect(list.data.find((category) => category.id === 2)?.name).toBe('Lauk Pauk Rumahan');
      expect(ofCategory.category.name).toBe('Lauk Pauk Rumahan');
    });

    it('a new photo of a dish', async () => {
      const upload = async () => {
        const form = multipartFile(await picture('jpeg'));
        return ctx.app.inject({
          method: 'POST',
          url: '/api/admin/foods/7/image',
          headers: { ...bearer(owner.token), ...form.headers },
          payload: form.payload,
        });
      };

      const body = foodResponseSchema.parse(await afterChange('/api/foods/7', upload));

      expect(body.data.gambar_url).toMatch(/^\/storage\/foods\/.+-[0-9a-f]{8}\.webp$/);
    });

    it("the restaurant's name", async () => {
      const body = await afterChange('/api/restaurant', () =>
        asOwner('PUT', '/api/admin/restaurant', { name: 'Warung Mbak Sri' }),
      );

      expect(restaurantResponseSchema.parse(body).data.name).toBe('Warung Mbak Sri');
    });

    it('a new QRIS picture', async () => {
      const upload = async () => {
        const form = multipartFile(await picture('png'), { filename: 'qris.png' });
        return ctx.app.inject({
          method: 'POST',
          url: '/api/admin/restaurant/qris',
          headers: { ...bearer(owner.token), ...form.headers },
          payload: form.payload,
        });
      };

      const body = restaurantResponseSchema.parse(await afterChange('/api/restaurant', upload));

      expect(body.data.qris_image_url).toMatch(/^\/storage\/qris\//);
    });
  });
});
