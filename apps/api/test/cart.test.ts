import { cartItemResponseSchema, cartListResponseSchema } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, foods } from '../src/db/schema/index';
import { registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import { addToCart, call, cartLines, menuFood } from './shop';

const CART_ITEM_KEYS = [
  'food',
  'food_id',
  'harga_satuan',
  'harga_total',
  'id',
  'jumlah',
  'nama_menu',
  'note',
  'options',
  'options_problem',
];
const LINE_FULL = 'Jumlah satu menu di keranjang maksimal 99.';

describe('the cart', () => {
  const ctx = useTestApp();
  const getCart = async (token: string) => {
    const response = await call(ctx.app, 'GET', '/api/cart', { token });
    expect(response.statusCode).toBe(200);
    return cartListResponseSchema.parse(response.json()).data;
  };

  it('starts empty', async () => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'GET', '/api/cart', { token });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: [] });
  });

  it("adds a dish at today's menu price, whatever price the client sends", async () => {
    const { token } = await registerAndLogin(ctx.app);
    const food = await menuFood(ctx.db, 3);

    const response = await call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: 3, jumlah: 2, harga: 1, harga_satuan: 1, harga_total: 2 },
    });

    expect(response.statusCode).toBe(200);
    const body = cartItemResponseSchema.strict().parse(response.json());
    expect(body).toEqual({
      status: 'success',
      data: {
        id: expect.any(Number),
        food_id: 3,
        jumlah: 2,
        harga_satuan: food.harga,
        harga_total: food.harga * 2,
        nama_menu: food.nama,
        note: '',
        options: [],
        options_problem: null,
        food: {
          id: 3,
          nama: food.nama,
          harga: food.harga,
          gambar: food.gambar,
          gambar_url: `/storage/${food.gambar}`,
          is_available: true,
        },
      },
    });
    expect(Object.keys(response.json().data).sort()).toEqual(CART_ITEM_KEYS);
  });

  it('adds a dish already in the cart to its line, and lists the oldest line first', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 5, 1);
    await addToCart(ctx.app, token, 17, 2);

    const item = await addToCart(ctx.app, token, 5, 3);

    expect(item.jumlah).toBe(4);
    const cart = await getCart(token);
    expect(cart.map((line) => [line.food_id, line.jumlah])).toEqual([
      [5, 4],
      [17, 2],
    ]);
    expect(cart[0]!.id).toBe(item.id);
    expect(await cartLines(ctx.db, user.id)).toHaveLength(2);
  });

  it('shows the current menu price of each line', async () => {
    const { token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 9, 3);
    await ctx.db.update(foods).set({ harga: 9_500 }).where(eq(foods.id, 9));

    const [line] = await getCart(token);

    expect(line).toMatchObject({ harga_satuan: 9_500, harga_total: 28_500 });
  });

  it('refuses to take a line past 99 portions and leaves it as it was', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 4, 98);

    const response = await call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: 4, jumlah: 2 },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: LINE_FULL,
      errors: { jumlah: [LINE_FULL] },
    });
    expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 4, jumlah: 98 }]);
    expect((await addToCart(ctx.app, token, 4, 1)).jumlah).toBe(99);
  });

  it.each([
    ['0', 0, 'Quantity cannot be less than 1.'],
    ['-1', -1, 'Quantity cannot be less than 1.'],
    ['100', 100, 'Jumlah maksimal 99.'],
    ['1.5', 1.5, 'Jumlah harus berupa bilangan bulat.'],
    ['"2"', '2', 'Jumlah harus berupa bilangan bulat.'],
    ['null', null, 'Jumlah harus berupa bilangan bulat.'],
    ['missing', undefined, 'Jumlah harus berupa bilangan bulat.'],
  ])('responds with 422 for jumlah %s and adds nothing', async (_label, jumlah, message) => {
    const { user, token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: 3, jumlah },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', errors: { jumlah: [message] } });
    expect(await cartLines(ctx.db, user.id)).toEqual([]);
  });

  it.each([
    ['a food id that is not a number', 'tiga'],
    ['a fractional food id', 2.5],
    ['no food id', undefined],
  ])('responds with 422 for %s', async (_label, foodId) => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: foodId, jumlah: 1 },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('food_id');
  });

  it.each([
    ['an unknown dish', 9_999],
    ['an id beyond any row', 2 ** 40],
  ])('responds with 404 for %s', async (_label, foodId) => {
    const { user, token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'POST', '/api/cart', {
      token,
      payload: { food_id: foodId, jumlah: 1 },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'Makanan tidak ditemukan.' });
    expect(await cartLines(ctx.db, user.id)).toEqual([]);
  });

  it('responds with 404 for a dish taken off the menu, even one already in the cart', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 20, 1);
    await ctx.db.update(foods).set({ archivedAt: new Date() }).where(eq(foods.id, 20));
    try {
      const response = await call(ctx.app, 'POST', '/api/cart', {
        token,
        payload: { food_id: 20, jumlah: 1 },
      });

      expect(response.statusCode).toBe(404);
      expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 20, jumlah: 1 }]);
    } finally {
      await ctx.db.update(foods).set({ archivedAt: null }).where(eq(foods.id, 20));
    }
  });

  it('refuses a sold-out dish with 422 naming it, and shows a line already in the cart as unavailable', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 20, 1);
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, 20));
    const food = await menuFood(ctx.db, 20);
    try {
      const response = await call(ctx.app, 'POST', '/api/cart', {
        token,
        payload: { food_id: 20, jumlah: 1 },
      });

      const message = `${food.nama} sedang habis.`;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', message, errors: { food_id: [message] } });
      expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 20, jumlah: 1 }]);
      const [line] = await getCart(token);
      expect(line?.food.is_available).toBe(false);
    } finally {
      await ctx.db.update(foods).set({ isAvailable: true }).where(eq(foods.id, 20));
    }
  });

  it('refuses to raise a sold-out line with the same 422, but lowers and removes it', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const line = await addToCart(ctx.app, token, 20, 3);
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, 20));
    const food = await menuFood(ctx.db, 20);
    try {
      const raised = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
        token,
        payload: { jumlah: 4 },
      });

      const message = `${food.nama} sedang habis.`;
      expect(raised.statusCode).toBe(422);
      expect(raised.json()).toEqual({ status: 'error', message, errors: { jumlah: [message] } });
      expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 20, jumlah: 3 }]);

      const lowered = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
        token,
        payload: { jumlah: 1 },
      });
      expect(lowered.statusCode).toBe(200);
      expect(lowered.json().data).toMatchObject({ jumlah: 1, food: { is_available: false } });
      expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 20, jumlah: 1 }]);

      const removed = await call(ctx.app, 'DELETE', `/api/cart/${line.id}`, { token });
      expect(removed.statusCode).toBe(200);
      expect(await cartLines(ctx.db, user.id)).toEqual([]);
    } finally {
      await ctx.db.update(foods).set({ isAvailable: true }).where(eq(foods.id, 20));
    }
  });

  it('refuses to raise a line whose dish left the menu with the 404 of adding it, but lowers it', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const line = await addToCart(ctx.app, token, 20, 2);
    await ctx.db.update(foods).set({ archivedAt: new Date() }).where(eq(foods.id, 20));
    try {
      const raised = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
        token,
        payload: { jumlah: 3 },
      });

      expect(raised.statusCode).toBe(404);
      expect(raised.json()).toEqual({ status: 'error', message: 'Makanan tidak ditemukan.' });
      expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 20, jumlah: 2 }]);
      const lowered = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
        token,
        payload: { jumlah: 1 },
      });
      expect(lowered.statusCode).toBe(200);
      expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 20, jumlah: 1 }]);
    } finally {
      await ctx.db.update(foods).set({ archivedAt: null }).where(eq(foods.id, 20));
    }
  });

  it('sets the quantity of a line', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const food = await menuFood(ctx.db, 6);
    const line = await addToCart(ctx.app, token, 6, 1);

    const response = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
      token,
      payload: { jumlah: 7 },
    });

    expect(response.statusCode).toBe(200);
    expect(cartItemResponseSchema.strict().parse(response.json()).data).toEqual({
      ...line,
      jumlah: 7,
      harga_total: food.harga * 7,
    });
    expect((await getCart(token))[0]!.jumlah).toBe(7);
  });

  it.each([
    [0, 'Quantity cannot be less than 1.'],
    [100, 'Jumlah maksimal 99.'],
    [1.5, 'Jumlah harus berupa bilangan bulat.'],
    ['2', 'Jumlah harus berupa bilangan bulat.'],
    [null, 'Jumlah harus berupa bilangan bulat.'],
  ])('refuses to set jumlah %j', async (jumlah, message) => {
    const { token } = await registerAndLogin(ctx.app);
    const line = await addToCart(ctx.app, token, 6, 2);

    const response = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
      token,
      payload: { jumlah },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ jumlah: [message] });
    expect((await getCart(token))[0]!.jumlah).toBe(2);
  });

  it('removes a line, and responds with 404 when it is already gone', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const kept = await addToCart(ctx.app, token, 1, 1);
    const removed = await addToCart(ctx.app, token, 2, 1);

    const response = await call(ctx.app, 'DELETE', `/api/cart/${removed.id}`, { token });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    expect((await getCart(token)).map((line) => line.id)).toEqual([kept.id]);
    const again = await call(ctx.app, 'DELETE', `/api/cart/${removed.id}`, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 'error', message: 'Item keranjang tidak ditemukan.' });
  });

  it("responds with 404 for another customer's line and leaves it alone", async () => {
    const owner = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const line = await addToCart(ctx.app, owner.token, 8, 3);

    const put = await call(ctx.app, 'PUT', `/api/cart/${line.id}`, {
      token: other.token,
      payload: { jumlah: 1 },
    });
    const remove = await call(ctx.app, 'DELETE', `/api/cart/${line.id}`, { token: other.token });

    expect(put.statusCode).toBe(404);
    expect(remove.statusCode).toBe(404);
    expect(put.json()).toEqual({ status: 'error', message: 'Item keranjang tidak ditemukan.' });
    expect(await cartLines(ctx.db, owner.user.id)).toEqual([{ foodId: 8, jumlah: 3 }]);
    expect(await getCart(other.token)).toEqual([]);
  });

  it.each([
    ['PUT', '999999', 404],
    ['DELETE', '999999', 404],
    ['PUT', String(2 ** 40), 404],
    ['DELETE', 'satu', 422],
  ] as const)('%s /api/cart/%s responds with %i', async (method, id, status) => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, method, `/api/cart/${id}`, {
      token,
      ...(method === 'PUT' ? { payload: { jumlah: 1 } } : {}),
    });

    expect(response.statusCode).toBe(status);
  });
});

describe('the cart under simultaneous requests', () => {
  const ctx = useTestApp();

  it('counts every one of 50 simultaneous adds of one dish in a single line', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(ctx.app, 'POST', '/api/cart', { token, payload: { food_id: 3, jumlah: 1 } }),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 3, jumlah: 50 }]);
    const jumlahs = responses.map((response) => response.json().data.jumlah).sort((a, b) => a - b);
    expect(jumlahs).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('keeps the 99 cap when simultaneous adds would pass it', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        call(ctx.app, 'POST', '/api/cart', { token, payload: { food_id: 7, jumlah: 2 } }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    expect(statuses.filter((status) => status === 422)).toHaveLength(11);
    expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 7, jumlah: 98 }]);
  });

  it('keeps one line per dish when two customers add at once', async () => {
    const first = await registerAndLogin(ctx.app);
    const second = await registerAndLogin(ctx.app);

    await Promise.all(
      [first, second].flatMap(({ token }) =>
        Array.from({ length: 10 }, () =>
          call(ctx.app, 'POST', '/api/cart', { token, payload: { food_id: 11, jumlah: 1 } }),
        ),
      ),
    );

    expect(await cartLines(ctx.db, first.user.id)).toEqual([{ foodId: 11, jumlah: 10 }]);
    expect(await cartLines(ctx.db, second.user.id)).toEqual([{ foodId: 11, jumlah: 10 }]);
    expect(await ctx.db.$count(cartItems, eq(cartItems.foodId, 11))).toBe(2);
  });
});
