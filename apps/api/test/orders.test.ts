import { orderListResponseSchema, orderResponseSchema, type Order } from '@dapur/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foods, orderItems, orders, payments } from '../src/db/schema/index';
import { registerAndLogin } from './accounts';
import { useTestApp } from './helper';
import {
  addToCart,
  call,
  cartLines,
  countOrders,
  DELIVERY,
  menuFood,
  NORMALISED_PHONE,
  orderDirect,
} from './shop';

const ORDER_KEYS = [
  'address',
  'created_at',
  'delivery_fee',
  'food_name',
  'fulfilment',
  'id',
  'items',
  'name',
  'note',
  'payment',
  'phone',
  'scheduled_for',
  'status',
  'total_amount',
];
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const EMPTY_CART = {
  status: 'error',
  message: 'Keranjang Anda kosong.',
  errors: { cart: ['Keranjang Anda kosong.'] },
};

describe('POST /api/orders/direct', () => {
  const ctx = useTestApp();

  it('prices the dish from the menu and writes the order, its item and a pending QRIS payment', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const food = await menuFood(ctx.db, 3);

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: { ...DELIVERY, food_id: 3, quantity: 2 },
    });

    expect(response.statusCode).toBe(201);
    const order = orderResponseSchema.strict().parse(response.json()).data;
    expect(order).toEqual({
      id: expect.any(Number),
      name: DELIVERY.name,
      address: DELIVERY.address,
      phone: NORMALISED_PHONE,
      food_name: `${food.nama} x2`,
      total_amount: food.harga * 2,
      status: 'pending',
      created_at: expect.stringMatching(ISO_UTC),
      fulfilment: 'delivery',
      scheduled_for: null,
      note: '',
      delivery_fee: 0,
      items: [
        {
          food_id: 3,
          nama_menu: food.nama,
          jumlah: 2,
          harga_satuan: food.harga,
          harga_total: food.harga * 2,
          note: '',
          options: [],
        },
      ],
      payment: {
        id: expect.any(Number),
        status: 'pending',
        amount: food.harga * 2,
        verification: 'unverified',
      },
    });
    expect(Object.keys(response.json().data).sort()).toEqual(ORDER_KEYS);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ method: 'qris', status: 'pending', paidAt: null });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ userId: user.id, totalAmount: food.harga * 2 });
  });

  it('ignores prices, totals, status and owner sent by the client', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const food = await menuFood(ctx.db, 4);

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: {
        ...DELIVERY,
        food_id: 4,
        quantity: 3,
        harga: 1,
        harga_satuan: 1,
        total_amount: 1,
        status: 'completed',
        user_id: other.user.id,
        food_name: 'Gratis x100',
      },
    });

    expect(response.statusCode).toBe(201);
    const order = orderResponseSchema.parse(response.json()).data;
    expect(order).toMatchObject({
      total_amount: food.harga * 3,
      status: 'pending',
      food_name: `${food.nama} x3`,
      payment: { status: 'pending', amount: food.harga * 3 },
    });
    expect(order.items[0]).toMatchObject({ harga_satuan: food.harga });
    expect(await countOrders(ctx.db, user.id)).toBe(1);
    expect(await countOrders(ctx.db, other.user.id)).toBe(0);
  });

  it.each([
    ['an unknown dish', 9_999],
    ['an id beyond any row', 2 ** 40],
  ])('responds with 404 for %s and writes nothing', async (_label, foodId) => {
    const { user, token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: { ...DELIVERY, food_id: foodId, quantity: 1 },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'Makanan tidak ditemukan.' });
    expect(await countOrders(ctx.db, user.id)).toBe(0);
  });

  it('responds with 404 for a dish taken off the menu', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await ctx.db.update(foods).set({ archivedAt: new Date() }).where(eq(foods.id, 21));
    try {
      const response = await call(ctx.app, 'POST', '/api/orders/direct', {
        token,
        payload: { ...DELIVERY, food_id: 21, quantity: 1 },
      });

      expect(response.statusCode).toBe(404);
      expect(await countOrders(ctx.db, user.id)).toBe(0);
    } finally {
      await ctx.db.update(foods).set({ archivedAt: null }).where(eq(foods.id, 21));
    }
  });

  it('responds with 422 naming a sold-out dish, and places nothing', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, 21));
    const food = await menuFood(ctx.db, 21);
    try {
      const response = await call(ctx.app, 'POST', '/api/orders/direct', {
        token,
        payload: { ...DELIVERY, food_id: 21, quantity: 1 },
      });

      const message = `${food.nama} sedang habis.`;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', message, errors: { food_id: [message] } });
      expect(await countOrders(ctx.db, user.id)).toBe(0);
    } finally {
      await ctx.db.update(foods).set({ isAvailable: true }).where(eq(foods.id, 21));
    }
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Nama wajib diisi.'],
    ['a blank address', { address: '   ' }, 'address', 'Alamat wajib diisi.'],
    ['no phone', { phone: undefined }, 'phone', 'Telepon wajib diisi.'],
    [
      'a phone not starting with 62',
      { phone: '+1 555 123 4567' },
      'phone',
      'Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.',
    ],
    ['a 256-character name', { name: 'a'.repeat(256) }, 'name', 'Nama maksimal 255 karakter.'],
    ['quantity 0', { quantity: 0 }, 'quantity', 'Quantity cannot be less than 1.'],
    ['quantity 100', { quantity: 100 }, 'quantity', 'Jumlah maksimal 99.'],
    ['quantity 1.5', { quantity: 1.5 }, 'quantity', 'Jumlah harus berupa bilangan bulat.'],
    ['quantity "2"', { quantity: '2' }, 'quantity', 'Jumlah harus berupa bilangan bulat.'],
    ['no food', { food_id: undefined }, 'food_id', 'Menu tidak valid.'],
  ])('responds with 422 for %s and writes nothing', async (_label, change, field, message) => {
    const { user, token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: { ...DELIVERY, food_id: 3, quantity: 1, ...change },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', errors: { [field]: [message] } });
    expect(await countOrders(ctx.db, user.id)).toBe(0);
  });

  it('accepts 255-character delivery fields and trims them', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const long = 'b'.repeat(255);

    const response = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: {
        name: ` ${long} `,
        address: long,
        phone: '62 812 3456 7890',
        food_id: 1,
        quantity: 1,
      },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: long,
      address: long,
      phone: NORMALISED_PHONE,
    });
  });
});

describe('POST /api/orders/cart', () => {
  const ctx = useTestApp();

  it('orders the whole cart at menu prices and empties the cart', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const rice = await menuFood(ctx.db, 3);
    const tea = await menuFood(ctx.db, 17);
    await addToCart(ctx.app, token, 3, 2);
    await addToCart(ctx.app, token, 17, 1);

    const response = await call(ctx.app, 'POST', '/api/orders/cart', {
      token,
      payload: { ...DELIVERY, total_amount: 1, status: 'processing', items: [] },
    });

    expect(response.statusCode).toBe(201);
    const order = orderResponseSchema.strict().parse(response.json()).data;
    const total = rice.harga * 2 + tea.harga;
    expect(order).toMatchObject({
      phone: NORMALISED_PHONE,
      food_name: `${rice.nama} x2, ${tea.nama} x1`,
      total_amount: total,
      status: 'pending',
      items: [
        {
          food_id: 3,
          nama_menu: rice.nama,
          jumlah: 2,
          harga_satuan: rice.harga,
          harga_total: rice.harga * 2,
        },
        {
          food_id: 17,
          nama_menu: tea.nama,
          jumlah: 1,
          harga_satuan: tea.harga,
          harga_total: tea.harga,
        },
      ],
      payment: { status: 'pending', amount: total },
    });
    expect(await cartLines(ctx.db, user.id)).toEqual([]);
    const cart = await call(ctx.app, 'GET', '/api/cart', { token });
    expect(cart.json()).toEqual({ status: 'success', data: [] });
  });

  it('responds with 422 for an empty cart and writes nothing', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'POST', '/api/orders/cart', { token, payload: DELIVERY });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(EMPTY_CART);
    expect(await countOrders(ctx.db, user.id)).toBe(0);
  });

  it('names a dish that sold out while in the cart, and keeps the cart as it was', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 1, 2);
    await addToCart(ctx.app, token, 19, 1);
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, 19));
    const gone = await menuFood(ctx.db, 19);
    try {
      const response = await call(ctx.app, 'POST', '/api/orders/cart', {
        token,
        payload: DELIVERY,
      });

      const message = `${gone.nama} sedang tidak tersedia. Hapus dari keranjang untuk melanjutkan.`;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', message, errors: { cart: [message] } });
      expect(await countOrders(ctx.db, user.id)).toBe(0);
      expect(await cartLines(ctx.db, user.id)).toEqual([
        { foodId: 1, jumlah: 2 },
        { foodId: 19, jumlah: 1 },
      ]);
    } finally {
      await ctx.db.update(foods).set({ isAvailable: true }).where(eq(foods.id, 19));
    }
  });

  it("takes only the caller's cart", async () => {
    const { token } = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 2, 1);
    await addToCart(ctx.app, other.token, 5, 4);

    const order = orderResponseSchema.parse(
      (await call(ctx.app, 'POST', '/api/orders/cart', { token, payload: DELIVERY })).json(),
    ).data;

    expect(order.items.map((item) => item.food_id)).toEqual([2]);
    expect(await cartLines(ctx.db, other.user.id)).toEqual([{ foodId: 5, jumlah: 4 }]);
  });

  it('responds with 422 for missing delivery fields and keeps the cart', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 2, 1);

    const response = await call(ctx.app, 'POST', '/api/orders/cart', { token, payload: {} });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['address', 'name', 'phone']);
    expect(await cartLines(ctx.db, user.id)).toEqual([{ foodId: 2, jumlah: 1 }]);
  });

  it('lets exactly one of five simultaneous checkouts of one cart through', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 3, 2);
    await addToCart(ctx.app, token, 4, 1);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(ctx.app, 'POST', '/api/orders/cart', { token, payload: DELIVERY }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json()).toEqual(EMPTY_CART);
    }
    const placed = responses.find((r) => r.statusCode === 201)!.json().data as Order;
    expect(placed.items.map((item) => [item.food_id, item.jumlah])).toEqual([
      [3, 2],
      [4, 1],
    ]);
    expect(await countOrders(ctx.db, user.id)).toBe(1);
    expect(await cartLines(ctx.db, user.id)).toEqual([]);
  });
});

describe('GET /api/orders', () => {
  const ctx = useTestApp();

  it("lists only the caller's orders, newest first, with items and payment", async () => {
    const { token } = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const first = await orderDirect(ctx.app, token, 1, 1);
    const second = await orderDirect(ctx.app, token, 2, 2);
    const third = await orderDirect(ctx.app, token, 3, 3);
    await orderDirect(ctx.app, other.token, 4, 1);
    // first and third share an instant: the later id comes first.
    const base = Date.UTC(2024, 5, 1, 3, 0, 0);
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(base + 60_000) })
      .where(eq(orders.id, first.id));
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(base) })
      .where(eq(orders.id, second.id));
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(base + 60_000) })
      .where(eq(orders.id, third.id));

    const response = await call(ctx.app, 'GET', '/api/orders', { token });

    expect(response.statusCode).toBe(200);
    const { data } = orderListResponseSchema.strict().parse(response.json());
    expect(data.map((order) => order.id)).toEqual([third.id, first.id, second.id]);
    expect(data[0]).toEqual({ ...third, created_at: new Date(base + 60_000).toISOString() });
    expect(data[2]!.created_at).toBe('2024-06-01T03:00:00.000Z');
    for (const order of response.json().data) expect(Object.keys(order).sort()).toEqual(ORDER_KEYS);
  });

  it('starts empty', async () => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await call(ctx.app, 'GET', '/api/orders', { token });

    expect(response.json()).toEqual({ status: 'success', data: [] });
  });

  it('keeps the total and items of past orders when menu prices change', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const food = await menuFood(ctx.db, 10);
    await addToCart(ctx.app, token, 10, 2);
    const fromCart = orderResponseSchema.parse(
      (await call(ctx.app, 'POST', '/api/orders/cart', { token, payload: DELIVERY })).json(),
    ).data;
    const direct = await orderDirect(ctx.app, token, 10, 1);

    await ctx.db
      .update(foods)
      .set({ harga: food.harga * 3, nama: 'Nama Baru' })
      .where(eq(foods.id, 10));
    const listed = orderListResponseSchema.parse(
      (await call(ctx.app, 'GET', '/api/orders', { token })).json(),
    ).data;

    expect(listed.find((order) => order.id === fromCart.id)).toEqual(fromCart);
    expect(listed.find((order) => order.id === direct.id)).toEqual(direct);
    expect(fromCart.total_amount).toBe(food.harga * 2);
    const newer = await orderDirect(ctx.app, token, 10, 1);
    expect(newer).toMatchObject({ total_amount: food.harga * 3, food_name: 'Nama Baru x1' });
  });

  it('keeps an order readable after its dish is deleted from the menu', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const [food] = await ctx.db
      .insert(foods)
      .values({ slug: 'bubur-ayam-test', nama: 'Bubur Ayam', harga: 15_000 })
      .returning({ id: foods.id });
    const order = await orderDirect(ctx.app, token, food!.id, 2);

    await ctx.db.delete(foods).where(eq(foods.id, food!.id));

    const [listed] = orderListResponseSchema.parse(
      (await call(ctx.app, 'GET', '/api/orders', { token })).json(),
    ).data;
    expect(listed).toEqual({ ...order, items: [{ ...order.items[0]!, food_id: null }] });
  });
});

describe('Idempotency-Key', () => {
  const ctx = useTestApp();
  const direct = (token: string, key: string, quantity = 1) =>
    call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: { ...DELIVERY, food_id: 3, quantity },
      headers: { 'idempotency-key': key },
    });
  const fromCart = (token: string, key: string) =>
    call(ctx.app, 'POST', '/api/orders/cart', {
      token,
      payload: DELIVERY,
      headers: { 'idempotency-key': key },
    });

  it('responds to a repeated direct order with the first order, and writes one', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const first = await direct(token, 'kunci-1');
    const again = await direct(token, 'kunci-1');

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countOrders(ctx.db, user.id)).toBe(1);
    const different = await direct(token, 'kunci-2');
    expect(different.json().data.id).not.toBe(first.json().data.id);
  });

  it('responds to a repeated cart order with the first order, though the cart is now empty', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 6, 2);

    const first = await fromCart(token, 'keranjang-1');
    const again = await fromCart(token, 'keranjang-1');

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countOrders(ctx.db, user.id)).toBe(1);
  });

  it('refuses the same key with another order (422) instead of responding with the first one', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const first = await direct(token, 'dipakai-lagi', 1);

    const other = await direct(token, 'dipakai-lagi', 3);
    const otherKind = await fromCart(token, 'dipakai-lagi');

    expect(first.statusCode).toBe(201);
    for (const refused of [other, otherKind]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        status: 'error',
        message: 'Idempotency-Key ini sudah dipakai untuk pesanan lain.',
        errors: { 'idempotency-key': ['Idempotency-Key ini sudah dipakai untuk pesanan lain.'] },
      });
    }
    expect(await countOrders(ctx.db, user.id)).toBe(1);
    // The same order written another way (the phone as typed, spaces) is still a retry.
    const retried = await call(ctx.app, 'POST', '/api/orders/direct', {
      token,
      payload: { ...DELIVERY, phone: ` ${DELIVERY.phone} `, food_id: 3, quantity: 1 },
      headers: { 'idempotency-key': 'dipakai-lagi' },
    });
    expect(retried.json()).toEqual(first.json());
  });

  it("keeps each customer's keys apart", async () => {
    const one = await registerAndLogin(ctx.app);
    const two = await registerAndLogin(ctx.app);

    const first = await direct(one.token, 'sama');
    const second = await direct(two.token, 'sama');

    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).not.toBe(first.json().data.id);
    expect(await countOrders(ctx.db, two.user.id)).toBe(1);
  });

  it('places one order for five simultaneous direct orders with one key', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const responses = await Promise.all(Array.from({ length: 5 }, () => direct(token, 'serentak')));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(201));
    const ids = new Set(responses.map((response) => response.json().data.id));
    expect(ids.size).toBe(1);
    expect(await countOrders(ctx.db, user.id)).toBe(1);
    const [orderId] = [...ids];
    expect(await ctx.db.$count(orderItems, eq(orderItems.orderId, orderId))).toBe(1);
    expect(await ctx.db.$count(payments, eq(payments.orderId, orderId))).toBe(1);
  });

  it('places one order for five simultaneous cart orders with one key', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await addToCart(ctx.app, token, 8, 3);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => fromCart(token, 'keranjang-serentak')),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(201));
    const bodies = responses.map((response) => response.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await countOrders(ctx.db, user.id)).toBe(1);
    expect(await cartLines(ctx.db, user.id)).toEqual([]);
  });

  it('accepts 255 characters and refuses 256 with 422', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const accepted = await direct(token, 'k'.repeat(255));
    const refused = await direct(token, 'k'.repeat(256));

    expect(accepted.statusCode).toBe(201);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'idempotency-key': ['Idempotency-Key harus terdiri dari 1–255 karakter.'],
    });
    expect(await countOrders(ctx.db, user.id)).toBe(1);
  });

  it('does not replay a failed attempt: the same key works once the problem is fixed', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const empty = await fromCart(token, 'coba-lagi');
    await addToCart(ctx.app, token, 2, 1);
    const placed = await fromCart(token, 'coba-lagi');

    expect(empty.statusCode).toBe(422);
    expect(placed.statusCode).toBe(201);
    expect(await countOrders(ctx.db, user.id)).toBe(1);
    const rows = await ctx.db
      .select({ key: orders.idempotencyKey })
      .from(orders)
      .where(inArray(orders.id, [placed.json().data.id]));
    expect(rows).toEqual([{ key: 'coba-lagi' }]);
  });
});
