import { errorBodySchema, foodListResponseSchema, foodResponseSchema } from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { demoFoods } from '../src/db/seed/demo-menu';
import { registerOwner } from './accounts';
import { useTestApp } from './helper';
import { createFood } from './menu';
import { call } from './shop';

const FOOD_KEYS = [
  'category_id',
  'deskripsi',
  'gambar',
  'gambar_url',
  'harga',
  'id',
  'is_available',
  'nama',
  'option_groups',
];

describe('GET /api/foods', () => {
  const ctx = useTestApp();

  it('lists every demo dish in menu order with exactly the wire fields', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/foods' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = foodListResponseSchema.parse(response.json());
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(22);
    expect(body.data.map((food) => food.id)).toEqual(demoFoods.map((_, index) => index + 1));
    expect(body.data.map((food) => food.nama)).toEqual(demoFoods.map((food) => food.nama));
    for (const food of response.json().data) {
      expect(Object.keys(food).sort()).toEqual(FOOD_KEYS);
    }
  });

  it('responds with prices in whole rupiah and image paths under /storage', async () => {
    const body = foodListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/foods' })).json(),
    );

    expect(body.data[2]).toEqual({
      id: 3,
      nama: 'Nasi Goreng Kampung',
      harga: 25_000,
      deskripsi:
        'Nasi goreng bumbu ulek dengan terasi, telur mata sapi, acar timun dan kerupuk. Pedasnya sedang.',
      gambar: 'foods/nasi-goreng-kampung.webp',
      gambar_url: '/storage/foods/nasi-goreng-kampung.webp',
      category_id: 1,
      is_available: true,
      option_groups: [],
    });
    for (const food of body.data) {
      expect(Number.isInteger(food.harga)).toBe(true);
      expect(food.gambar_url).toBe(`/storage/${food.gambar}`);
    }
  });
});

describe('GET /api/foods/:id', () => {
  const ctx = useTestApp();

  it('responds with the dish, with the same fields the list has', async () => {
    const list = foodListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/foods' })).json(),
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/foods/3' });

    expect(response.statusCode).toBe(200);
    const body = foodResponseSchema.parse(response.json());
    expect(body).toEqual({ status: 'success', data: list.data[2] });
    expect(Object.keys(response.json().data).sort()).toEqual(FOOD_KEYS);
  });

  it.each(['9999', '99999999999'])(
    'responds with 404 and a JSON message for the missing dish %s',
    async (id) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/foods/${id}` });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Makanan tidak ditemukan.' });
    },
  );

  it.each(['abc', '0', '-1', '1.5', '3abc'])(
    'responds with 422 and the id field for %j',
    async (id) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/foods/${id}` });

      expect(response.statusCode).toBe(422);
      const body = errorBodySchema.parse(response.json());
      expect(body.status).toBe('error');
      expect(body.errors?.id?.length).toBeGreaterThan(0);
      expect(Object.keys(body.errors ?? {})).toEqual(['id']);
    },
  );

  it('hides a dish the family archived, everywhere on the menu', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const food = await createFood(ctx.app, owner.token, { nama: 'Soto Betawi', category_id: 1 });
    await call(ctx.app, 'DELETE', `/api/admin/foods/${food.id}`, { token: owner.token });

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/foods/${food.id}` });
    const list = foodListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/foods' })).json(),
    );
    const category = await ctx.app.inject({ method: 'GET', url: '/api/categories/1/foods' });

    expect(detail.statusCode).toBe(404);
    expect(list.data).toHaveLength(22);
    expect(list.data.map((dish) => dish.id)).not.toContain(food.id);
    expect(category.json().foods.map((dish: { id: number }) => dish.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a sold-out dish on the menu, marked is_available false', async () => {
    const owner = await registerOwner(ctx.app, ctx.db);
    const soldOut = (is_available: boolean) =>
      call(ctx.app, 'PUT', '/api/admin/foods/3', { token: owner.token, payload: { is_available } });
    await soldOut(false);
    try {
      const detail = foodResponseSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/foods/3' })).json(),
      );
      const list = foodListResponseSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/foods' })).json(),
      );

      expect(detail.data.is_available).toBe(false);
      expect(list.data).toHaveLength(22);
      expect(list.data.find((food) => food.id === 3)?.is_available).toBe(false);
    } finally {
      await soldOut(true);
    }
  });
});
