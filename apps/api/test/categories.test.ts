import {
  categoryFoodsResponseSchema,
  categoryListResponseSchema,
  errorBodySchema,
} from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema/index';
import { demoCategories } from '../src/db/seed/demo-menu';
import { useTestApp } from './helper';

const CATEGORY_KEYS = ['description', 'id', 'image_url', 'lead_time_days', 'name'];

describe('GET /api/categories', () => {
  const ctx = useTestApp();

  it('lists the six demo categories in order, each with its own dishes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories' });

    expect(response.statusCode).toBe(200);
    const body = categoryListResponseSchema.parse(response.json());
    expect(body.status).toBe('success');
    expect(body.data.map((category) => category.name)).toEqual(
      demoCategories.map((category) => category.name),
    );
    expect(body.data.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.data.flatMap((category) => category.foods)).toHaveLength(22);
    for (const category of body.data) {
      expect(category.foods.length).toBeGreaterThan(0);
      expect(category.foods.every((food) => food.category_id === category.id)).toBe(true);
      const ids = category.foods.map((food) => food.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it('responds with category fields only, with the image path under /storage', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    const [first] = response.json().data;

    expect(Object.keys(first).sort()).toEqual([...CATEGORY_KEYS, 'foods'].sort());
    expect(first).toMatchObject({
      id: 1,
      name: 'Nasi Box',
      image_url: '/storage/categories/nasi-box.webp',
    });
    expect(first.foods.map((food: { id: number }) => food.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('GET /api/categories/:id/foods', () => {
  const ctx = useTestApp();

  it('responds with the category and its dishes at the top level', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories/2/foods' });

    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['category', 'foods', 'status']);
    expect(Object.keys(response.json().category).sort()).toEqual(CATEGORY_KEYS);
    const body = categoryFoodsResponseSchema.parse(response.json());
    expect(body.category).toEqual({
      id: 2,
      name: 'Lauk Pauk',
      description: 'Lauk rumahan per porsi untuk melengkapi nasi di rumah.',
      image_url: '/storage/categories/lauk-pauk.webp',
      lead_time_days: 0,
    });
    expect(body.foods.map((food) => food.nama)).toEqual([
      'Ayam Bakar Kecap',
      'Rendang Sapi',
      'Ikan Nila Goreng Sambal Matah',
      'Tempe Mendoan (5 potong)',
    ]);
  });

  it.each(['99', '99999999999'])(
    'responds with 404 and a JSON message for the missing category %s',
    async (id) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/categories/${id}/foods` });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Kategori tidak ditemukan.' });
    },
  );

  it('responds with 422 for an id that is not a positive whole number', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories/abc/foods' });

    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors).toHaveProperty('id');
  });

  it('shows a new category without dishes as empty, after the demo ones', async () => {
    const [added] = await ctx.db
      .insert(categories)
      .values({ slug: 'sambal', name: 'Sambal', description: null, image: null })
      .returning({ id: categories.id });

    const own = await ctx.app.inject({ method: 'GET', url: `/api/categories/${added!.id}/foods` });
    const list = categoryListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json(),
    );

    expect(added!.id).toBe(7);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      status: 'success',
      category: { id: 7, name: 'Sambal', description: null, image_url: null, lead_time_days: 0 },
      foods: [],
    });
    expect(list.data.at(-1)).toEqual({
      id: 7,
      name: 'Sambal',
      description: null,
      image_url: null,
      lead_time_days: 0,
      foods: [],
    });
  });
});
