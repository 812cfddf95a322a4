import {
  adminCategoryResponseSchema,
  adminCategorySchema,
  categoryFoodsResponseSchema,
} from '@dapur/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, registerOwner } from './accounts';
import { snapshotDatabase } from './fuzz/db-snapshot';
import { useTestApp } from './helper';
import * as menu from './menu';
import { publicView } from './menu';
import { picture } from './pictures';
import { call } from './shop';

const CATEGORY_NOT_FOUND = { status: 'error', message: 'Kategori tidak ditemukan.' };
const INVALID = 'Data yang dikirim tidak valid.';
const UNKNOWN_ID = 999_999;

describe("the family's categories", () => {
  const ctx = useTestApp();
  // One owner for the file: passwords are slow to hash on purpose.
  let owner: Awaited<ReturnType<typeof registerOwner>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(ctx.app, method, `/api/admin${url}`, { token: owner.token, payload });
  const get = (url: string) => call(ctx.app, 'GET', `/api${url}`);
  const createCategory = (name = 'Soto & Sop') =>
    menu.createCategory(ctx.app, owner.token, { name });
  const createFood = (body: { nama: string; category_id: number; is_available?: boolean }) =>
    menu.createFood(ctx.app, owner.token, body);
  const adminFoods = () => menu.adminFoods(ctx.app, owner.token);
  const adminCategories = () => menu.adminCategories(ctx.app, owner.token);
  const publicFoods = () => menu.publicFoods(ctx.app);
  const publicCategories = () => menu.publicCategories(ctx.app);

  it('are created (201) and show at once on the public menu', async () => {
    const response = await admin('POST', '/categories', {
      name: '  Bakso  ',
      description: 'Bakso urat dan bakso halus.',
    });

    expect(response.statusCode, response.body).toBe(201);
    const category = adminCategoryResponseSchema.strict().parse(response.json()).data;
    adminCategorySchema.strict().parse(category);
    expect(category).toEqual({
      id: expect.any(Number),
      name: 'Bakso',
      description: 'Bakso urat dan bakso halus.',
      image_url: null,
      lead_time_days: 0,
      food_count: 0,
    });
    const { food_count: _count, ...shown } = category;
    expect((await publicCategories()).find((item) => item.id === category.id)).toEqual({
      ...shown,
      foods: [],
    });
    const own = categoryFoodsResponseSchema.parse(
      (await get(`/categories/${category.id}/foods`)).json(),
    );
    expect(own).toEqual({ status: 'success', category: shown, foods: [] });
    const listed = await adminCategories();
    listed.forEach((item) => adminCategorySchema.strict().parse(item));
    expect(listed.find((item) => item.id === category.id)).toEqual(category);
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Nama kategori wajib diisi.'],
    ['a blank name', { name: ' ' }, 'name', 'Nama kategori wajib diisi.'],
    [
      'a 256-character name',
      { name: 'k'.repeat(256) },
      'name',
      'Nama kategori maksimal 255 karakter.',
    ],
    [
      'a description over 1000 characters',
      { description: 'd'.repeat(1_001) },
      'description',
      'Deskripsi maksimal 1000 karakter.',
    ],
    [
      'a lead time of 15 days',
      { lead_time_days: 15 },
      'lead_time_days',
      'Waktu pesan sebelumnya harus 0–14 hari.',
    ],
    [
      'a lead time of half a day',
      { lead_time_days: 0.5 },
      'lead_time_days',
      'Waktu pesan sebelumnya harus 0–14 hari.',
    ],
  ])(
    'refuse %s with 422 on that field, writing nothing',
    async (_label, change, field, message) => {
      const before = await snapshotDatabase(ctx.db);

      const response = await admin('POST', '/categories', { name: 'Bakso', ...change });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: INVALID,
        errors: { [field]: [message] },
      });
      expect(await snapshotDatabase(ctx.db)).toEqual(before);
    },
  );

  it('ask for days ahead: catering two days, shown on the public menu and changed by the family', async () => {
    const created = await admin('POST', '/categories', { name: 'Katering', lead_time_days: 2 });
    const { id } = created.json().data;
    const demo = (await publicCategories()).find((item) => item.name === 'Paket Catering');

    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.lead_time_days).toBe(2);
    expect((await publicCategories()).find((item) => item.id === id)?.lead_time_days).toBe(2);
    expect(demo?.lead_time_days).toBe(2);
    const changed = await admin('PUT', `/categories/${id}`, { lead_time_days: 1 });
    expect(changed.json().data.lead_time_days).toBe(1);
    expect((await admin('GET', `/categories/${id}`)).json().data.lead_time_days).toBe(1);
  });

  it('count the dishes customers see in them: sold out counted, archived not', async () => {
    const category = await createCategory('Mie');
    await createFood({ nama: 'Mie Ayam', category_id: category.id });
    await createFood({ nama: 'Mie Godog', category_id: category.id, is_available: false });
    const archived = await createFood({ nama: 'Mie Nyemek', category_id: category.id });
    await admin('DELETE', `/foods/${archived.id}`);

    const renamed = await admin('PUT', `/categories/${category.id}`, { name: 'Mie & Bihun' });

    expect((await adminCategories()).find((item) => item.id === category.id)?.food_count).toBe(2);
    expect(renamed.json().data.food_count).toBe(2);
  });

  it('are read one at a time with their dish count; unknown 404, a bad id 422', async () => {
    const category = await createCategory('Sate');
    await createFood({ nama: 'Sate Madura', category_id: category.id });

    const one = await admin('GET', `/categories/${category.id}`);
    const unknown = await admin('GET', `/categories/${UNKNOWN_ID}`);
    const word = await admin('GET', '/categories/dua');

    expect(one.statusCode, one.body).toBe(200);
    expect(adminCategoryResponseSchema.strict().parse(one.json()).data).toEqual({
      ...category,
      food_count: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(CATEGORY_NOT_FOUND);
    expect(word.statusCode).toBe(422);
    expect(Object.keys(word.json().errors)).toEqual(['id']);
  });

  it('change only the fields sent; an unknown one is 404 and a bad change 422', async () => {
    const created = await admin('POST', '/categories', {
      name: 'Gorengan',
      description: 'Hangat.',
    });
    const category = adminCategoryResponseSchema.parse(created.json()).data;

    const described = await admin('PUT', `/categories/${category.id}`, {
      description: 'Renyah.',
    });
    const renamed = await admin('PUT', `/categories/${category.id}`, { name: 'Gorengan Sore' });
    const before = await snapshotDatabase(ctx.db);
    const unknown = await admin('PUT', `/categories/${UNKNOWN_ID}`, { name: 'Entah' });
    const blank = await admin('PUT', `/categories/${category.id}`, { name: '' });

    expect(described.statusCode, described.body).toBe(200);
    expect(adminCategoryResponseSchema.strict().parse(described.json()).data).toEqual({
      ...category,
      description: 'Renyah.',
    });
    expect(renamed.json().data).toEqual({
      ...category,
      name: 'Gorengan Sore',
      description: 'Renyah.',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(CATEGORY_NOT_FOUND);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['Nama kategori wajib diisi.'] });
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });

  it('respond to an empty change with the category as it is, and 404 for an unknown one', async () => {
    const category = await createCategory('Wedang');
    const before = await snapshotDatabase(ctx.db);

    const empty = await admin('PUT', `/categories/${category.id}`, {});
    const unknown = await admin('PUT', `/categories/${UNKNOWN_ID}`, {});

    expect(empty.statusCode, empty.body).toBe(200);
    expect(adminCategoryResponseSchema.strict().parse(empty.json()).data).toEqual(category);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(CATEGORY_NOT_FOUND);
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });

  it('deleted leave their dishes on the menu uncategorised, and their photo goes', async () => {
    const category = await createCategory('Pecel');
    const food = await createFood({ nama: 'Pecel Madiun', category_id: category.id });
    const file = multipartFile(await picture('jpeg'));
    const uploaded = await call(ctx.app, 'POST', `/api/admin/categories/${category.id}/image`, {
      token: owner.token,
      headers: file.headers,
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json().data.image_url as string;
    const twin = image.replace(/\.webp$/, '-400.webp');
    const status = async (url: string) => (await call(ctx.app, 'GET', url)).statusCode;
    expect([await status(image), await status(twin)]).toEqual([200, 200]);

    const response = await admin('DELETE', `/categories/${category.id}`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    const uncategorised = { ...publicView(food), category_id: null };
    expect((await publicFoods()).find((item) => item.id === food.id)).toEqual(uncategorised);
    expect((await get(`/foods/${food.id}`)).json().data).toEqual(uncategorised);
    expect((await adminFoods()).find((item) => item.id === food.id)?.category_id).toBeNull();
    expect((await publicCategories()).map((item) => item.id)).not.toContain(category.id);
    expect((await adminCategories()).map((item) => item.id)).not.toContain(category.id);
    const gone = await get(`/categories/${category.id}/foods`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(CATEGORY_NOT_FOUND);
    expect([await status(image), await status(twin)]).toEqual([404, 404]);

    const again = await admin('DELETE', `/categories/${category.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(CATEGORY_NOT_FOUND);
  });
});
