import { errorBodySchema, foodListResponseSchema, foodResponseSchema } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foods } from '../src/db/schema/index';
import { demoFoods } from '../src/db/seed/demo-menu';
import { useTestApp } from './helper';

const FOOD_KEYS = [
  'category_id',
  'deskripsi',
  'gambar',
  'gambar_url',
  'harga',
  'id',
  'is_available',
  'nama',
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

  it('answers prices in whole rupiah and image paths under /storage', async () => {
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
    });
    for (const food of body.data) {
      expect(Number.isInteger(food.harga)).toBe(true);
      expect(food.gambar_url).toBe(`/storage/${food.gambar}`);
    }
  });
});

describe('GET /api/foods/:id', () => {
  const ctx = useTestApp();

  it('answers the dish with the same fields the list has', async () => {
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
    'answers 404 with a JSON message for the missing dish %s',
    async (id) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/foods/${id}` });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Makanan tidak ditemukan.' });
    },
  );

  it.each(['abc', '0', '-1', '1.5', '3abc'])('answers 422 with the id field for %j', async (id) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/foods/${id}` });

    expect(response.statusCode).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(body.status).toBe('error');
    expect(body.errors?.id?.length).toBeGreaterThan(0);
    expect(Object.keys(body.errors ?? {})).toEqual(['id']);
  });

  it('hides a dish the family archived, everywhere on the menu', async () => {
    await ctx.db.update(foods).set({ archivedAt: new Date() }).where(eq(foods.id, 3));
    try {
      const detail = await ctx.app.inject({ method: 'GET', url: '/api/foods/3' });
      const list = foodListResponseSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/foods' })).json(),
      );
      const category = await ctx.app.inject({ method: 'GET', url: '/api/categories/1/foods' });

      expect(detail.statusCode).toBe(404);
      expect(list.data).toHaveLength(21);
      expect(list.data.map((food) => food.id)).not.toContain(3);
      expect(category.json().foods.map((food: { id: number }) => food.id)).toEqual([1, 2, 4]);
    } finally {
      await ctx.db.update(foods).set({ archivedAt: null }).where(eq(foods.id, 3));
    }
  });

  it('keeps a sold-out dish on the menu, marked is_available false', async () => {
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, 3));
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
      await ctx.db.update(foods).set({ isAvailable: true }).where(eq(foods.id, 3));
    }
  });
});
