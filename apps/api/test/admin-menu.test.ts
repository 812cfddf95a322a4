import {
  adminFoodResponseSchema,
  adminFoodSchema,
  adminOrderDetailResponseSchema,
  foodResponseSchema,
  orderListResponseSchema,
  type FoodCreateBody,
} from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../src/db/schema/index';
import { registerAndLogin, registerOwner } from './accounts';
import { snapshotDatabase } from './fuzz/db-snapshot';
import { useTestApp } from './helper';
import * as menu from './menu';
import { publicView } from './menu';
import { call, cartLines, countOrders, DELIVERY, orderDirect } from './shop';

const FOOD_NOT_FOUND = { status: 'error', message: 'Makanan tidak ditemukan.' };
const INVALID = 'Data yang dikirim tidak valid.';
const UNKNOWN_ID = 999_999;

describe("the family's dishes", () => {
  const ctx = useTestApp();
  // One owner and one customer for the file: passwords are slow to hash on purpose.
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let customer: Awaited<ReturnType<typeof registerAndLogin>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    customer = await registerAndLogin(ctx.app);
  });

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(ctx.app, method, `/api/admin${url}`, { token: owner.token, payload });
  const get = (url: string) => call(ctx.app, 'GET', `/api${url}`);
  const createCategory = (name = 'Soto & Sop') =>
    menu.createCategory(ctx.app, owner.token, { name });
  const createFood = (body: Partial<FoodCreateBody> = {}) =>
    menu.createFood(ctx.app, owner.token, body);
  const adminFoods = () => menu.adminFoods(ctx.app, owner.token);
  const publicFoods = () => menu.publicFoods(ctx.app);
  const publicCategories = () => menu.publicCategories(ctx.app);
  const foodsOfCategory = (categoryId: number) => menu.foodsOfCategory(ctx.app, categoryId);

  it('are all listed for the family, archived ones marked archived: true', async () => {
    const kept = await createFood({ nama: 'Soto Betawi' });
    const gone = await createFood({ nama: 'Soto Kudus' });
    expect((await admin('DELETE', `/foods/${gone.id}`)).statusCode).toBe(200);

    const listed = await adminFoods();

    listed.forEach((food) => adminFoodSchema.strict().parse(food));
    expect(listed).toHaveLength(await ctx.db.$count(foods));
    expect(listed.find((food) => food.id === kept.id)).toEqual(kept);
    expect(listed.find((food) => food.id === gone.id)).toEqual({ ...gone, archived: true });
    expect(listed.filter((food) => food.archived).map((food) => food.id)).toEqual([gone.id]);
  });

  it('are read one at a time, sold out and archived ones too; unknown 404, a bad id 422', async () => {
    const soldOut = await createFood({ nama: 'Soto Tangkar', is_available: false });
    const gone = await createFood({ nama: 'Soto Padang' });
    expect((await admin('DELETE', `/foods/${gone.id}`)).statusCode).toBe(200);

    const one = await admin('GET', `/foods/${soldOut.id}`);
    const archived = await admin('GET', `/foods/${gone.id}`);
    const unknown = await admin('GET', `/foods/${UNKNOWN_ID}`);
    const beyond = await admin('GET', `/foods/${2 ** 40}`);
    const word = await admin('GET', '/foods/tiga');

    expect(one.statusCode, one.body).toBe(200);
    expect(adminFoodResponseSchema.strict().parse(one.json()).data).toEqual(soldOut);
    expect(archived.json().data).toEqual({ ...gone, archived: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(FOOD_NOT_FOUND);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json()).toEqual(FOOD_NOT_FOUND);
    expect(word.statusCode).toBe(422);
    expect(Object.keys(word.json().errors)).toEqual(['id']);
  });

  it('are created (201) and show at once on the public menu and in their category', async () => {
    const category = await createCategory();

    const response = await admin('POST', '/foods', {
      nama: '  Soto Lamongan  ',
      harga: 22_000,
      deskripsi: 'Kuah kuning, koya gurih.',
      category_id: category.id,
    });

    expect(response.statusCode, response.body).toBe(201);
    const food = adminFoodResponseSchema.strict().parse(response.json()).data;
    adminFoodSchema.strict().parse(food);
    expect(food).toEqual({
      id: expect.any(Number),
      nama: 'Soto Lamongan',
      harga: 22_000,
      deskripsi: 'Kuah kuning, koya gurih.',
      gambar: null,
      gambar_url: null,
      category_id: category.id,
      is_available: true,
      option_groups: [],
      archived: false,
    });
    expect((await publicFoods()).find((item) => item.id === food.id)).toEqual(publicView(food));
    expect(foodResponseSchema.parse((await get(`/foods/${food.id}`)).json()).data).toEqual(
      publicView(food),
    );
    expect(await foodsOfCategory(category.id)).toEqual([publicView(food)]);
    const listed = (await publicCategories()).find((item) => item.id === category.id);
    expect(listed?.foods).toEqual([publicView(food)]);
  });

  it('accept the limits: Rp 0, Rp 10.000.000, a 255-character nama, no category, sold out', async () => {
    const free = await createFood({ nama: 'Air Putih', harga: 0, deskripsi: '' });
    const dear = await createFood({
      nama: 'n'.repeat(255),
      harga: 10_000_000,
      category_id: null,
      is_available: false,
    });

    expect(free).toMatchObject({ harga: 0, deskripsi: null, category_id: null });
    expect(dear).toMatchObject({ nama: 'n'.repeat(255), harga: 10_000_000, is_available: false });
  });

  it.each([
    ['no nama', { nama: undefined }, 'nama', 'Nama menu wajib diisi.'],
    ['a blank nama', { nama: '   ' }, 'nama', 'Nama menu wajib diisi.'],
    ['a 256-character nama', { nama: 'n'.repeat(256) }, 'nama', 'Nama menu maksimal 255 karakter.'],
    ['a negative harga', { harga: -1 }, 'harga', 'Harga tidak boleh negatif.'],
    [
      'a fractional harga',
      { harga: 1_500.5 },
      'harga',
      'Harga harus berupa bilangan bulat rupiah.',
    ],
    [
      'a harga above Rp 10.000.000',
      { harga: 10_000_001 },
      'harga',
      'Harga maksimal Rp 10.000.000.',
    ],
    ['a harga as text', { harga: '15000' }, 'harga', 'Harga harus berupa bilangan bulat rupiah.'],
    [
      'a category that does not exist',
      { category_id: UNKNOWN_ID },
      'category_id',
      'Kategori tidak valid.',
    ],
  ])(
    'refuse %s with 422 on that field, writing nothing',
    async (_label, change, field, message) => {
      const before = await snapshotDatabase(ctx.db);

      const response = await admin('POST', '/foods', {
        nama: 'Soto Ayam',
        harga: 18_000,
        ...change,
      });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: field === 'category_id' ? message : INVALID,
        errors: { [field]: [message] },
      });
      expect(await snapshotDatabase(ctx.db)).toEqual(before);
    },
  );

  it('change only the fields sent: a new price keeps the switch, the switch keeps the price', async () => {
    const category = await createCategory();
    const food = await createFood({
      harga: 20_000,
      deskripsi: 'Bening.',
      category_id: category.id,
    });

    const repriced = await admin('PUT', `/foods/${food.id}`, { harga: 21_000 });
    const soldOut = await admin('PUT', `/foods/${food.id}`, { is_available: false });

    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(adminFoodResponseSchema.strict().parse(repriced.json()).data).toEqual({
      ...food,
      harga: 21_000,
    });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(soldOut.json().data).toEqual({ ...food, harga: 21_000, is_available: false });

    const moved = await admin('PUT', `/foods/${food.id}`, { category_id: null, deskripsi: '' });
    expect(moved.json().data).toEqual({
      ...food,
      harga: 21_000,
      is_available: false,
      category_id: null,
      deskripsi: null,
    });
    expect((await adminFoods()).find((item) => item.id === food.id)).toEqual(moved.json().data);
  });

  it('respond to an empty change with the dish as it is, and 404 for an unknown one', async () => {
    const food = await createFood({ nama: 'Soto Kwali' });
    const before = await snapshotDatabase(ctx.db);

    const empty = await admin('PUT', `/foods/${food.id}`, {});
    const unknown = await admin('PUT', `/foods/${UNKNOWN_ID}`, {});

    expect(empty.statusCode, empty.body).toBe(200);
    expect(adminFoodResponseSchema.strict().parse(empty.json()).data).toEqual(food);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(FOOD_NOT_FOUND);
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });

  it('respond with 404 to a change of an unknown dish, 422 to a bad one, and write nothing', async () => {
    const food = await createFood();
    const before = await snapshotDatabase(ctx.db);

    const unknown = await admin('PUT', `/foods/${UNKNOWN_ID}`, { harga: 1_000 });
    const negative = await admin('PUT', `/foods/${food.id}`, { harga: -5, nama: 'Soto Murah' });
    const noCategory = await admin('PUT', `/foods/${food.id}`, { category_id: UNKNOWN_ID });

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(FOOD_NOT_FOUND);
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toEqual({ harga: ['Harga tidak boleh negatif.'] });
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().errors).toEqual({ category_id: ['Kategori tidak valid.'] });
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });

  it('switched to sold out stay on the menu marked is_available: false, and cannot be ordered', async () => {
    const category = await createCategory();
    const food = await createFood({ nama: 'Soto Babat', category_id: category.id });

    await admin('PUT', `/foods/${food.id}`, { is_available: false });

    const soldOut = { ...publicView(food), is_available: false };
    expect((await publicFoods()).find((item) => item.id === food.id)).toEqual(soldOut);
    expect((await get(`/foods/${food.id}`)).json().data).toEqual(soldOut);
    expect(await foodsOfCategory(category.id)).toEqual([soldOut]);
    const message = 'Soto Babat sedang habis.';
    const refusal = { status: 'error', message, errors: { food_id: [message] } };
    const toCart = await call(ctx.app, 'POST', '/api/cart', {
      token: customer.token,
      payload: { food_id: food.id, jumlah: 1 },
    });
    const ordered = await call(ctx.app, 'POST', '/api/orders/direct', {
      token: customer.token,
      payload: { ...DELIVERY, food_id: food.id, quantity: 1 },
    });
    expect(toCart.statusCode).toBe(422);
    expect(toCart.json()).toEqual(refusal);
    expect(ordered.statusCode).toBe(422);
    expect(ordered.json()).toEqual(refusal);
    expect(await cartLines(ctx.db, customer.user.id)).toEqual([]);

    await admin('PUT', `/foods/${food.id}`, { is_available: true });
    const backOn = await call(ctx.app, 'POST', '/api/cart', {
      token: customer.token,
      payload: { food_id: food.id, jumlah: 1 },
    });
    expect(backOn.statusCode, backOn.body).toBe(200);
    const line = backOn.json().data as { id: number };
    await call(ctx.app, 'DELETE', `/api/cart/${line.id}`, { token: customer.token });
  });

  it('archived leave every public list and the cart, while past orders keep their name and price', async () => {
    const category = await createCategory();
    const food = await createFood({
      nama: 'Soto Padang',
      harga: 27_000,
      category_id: category.id,
    });
    const past = await orderDirect(ctx.app, customer.token, food.id, 2);
    const ordersBefore = await countOrders(ctx.db, customer.user.id);

    const response = await admin('DELETE', `/foods/${food.id}`);

    expect(response.statusCode, response.body).toBe(200);
    expect(adminFoodResponseSchema.strict().parse(response.json()).data).toEqual({
      ...food,
      archived: true,
    });
    expect((await publicFoods()).map((item) => item.id)).not.toContain(food.id);
    const detail = await get(`/foods/${food.id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual(FOOD_NOT_FOUND);
    expect(await foodsOfCategory(category.id)).toEqual([]);
    const everyListed = (await publicCategories()).flatMap((item) => item.foods);
    expect(everyListed.map((item) => item.id)).not.toContain(food.id);
    const toCart = await call(ctx.app, 'POST', '/api/cart', {
      token: customer.token,
      payload: { food_id: food.id, jumlah: 1 },
    });
    expect(toCart.statusCode).toBe(404);
    expect(toCart.json()).toEqual(FOOD_NOT_FOUND);
    expect(await countOrders(ctx.db, customer.user.id)).toBe(ordersBefore);

    const item = { food_id: food.id, nama_menu: 'Soto Padang', jumlah: 2, harga_satuan: 27_000 };
    const mine = orderListResponseSchema.parse(
      (await call(ctx.app, 'GET', '/api/orders', { token: customer.token })).json(),
    ).data;
    expect(mine.find((order) => order.id === past.id)).toMatchObject({
      food_name: 'Soto Padang x2',
      total_amount: 54_000,
      items: [expect.objectContaining(item)],
    });
    const seen = await admin('GET', `/orders/${past.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(adminOrderDetailResponseSchema.parse(seen.json()).data).toMatchObject({
      total_amount: 54_000,
      items: [expect.objectContaining(item)],
    });
  });

  it('archived twice keep the first archive time; an unknown one is 404', async () => {
    const food = await createFood();
    await admin('DELETE', `/foods/${food.id}`);
    // Moved back a day, so that a second archive time could not match it by chance.
    const first = new Date(Date.now() - 86_400_000);
    await ctx.db.update(foods).set({ archivedAt: first }).where(eq(foods.id, food.id));

    const again = await admin('DELETE', `/foods/${food.id}`);
    const unknown = await admin('DELETE', `/foods/${UNKNOWN_ID}`);

    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.archived).toBe(true);
    const [row] = await ctx.db
      .select({ archivedAt: foods.archivedAt })
      .from(foods)
      .where(eq(foods.id, food.id));
    expect(row?.archivedAt).toEqual(first);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(FOOD_NOT_FOUND);
  });
});
