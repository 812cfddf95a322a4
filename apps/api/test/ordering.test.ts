import { orderResponseSchema, type Order } from '@dapur/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, registerOwner } from './accounts';
import { useTestApp, MANY_UNPAID_ORDERS } from './helper';
import { addToCart, call, cartLines, countOrders, DELIVERY, menuFood } from './shop';

/** The demo restaurant's week: Monday to Saturday, 07.00–20.00; closed on Sunday. */
const DEMO_HOURS = [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:00', close: '20:00' }));
const DEMO_SETTINGS = {
  opening_hours: DEMO_HOURS,
  accepting_orders: true,
  delivery_fee: 0,
  lead_time_minutes: 30,
};
/** Paket Tumpeng Mini, of the catering category: ordered two days ahead. */
const TUMPENG = 21;
const PAKET_TUMPENG = 'Paket Tumpeng Mini (5 orang)';

describe('ordering like a restaurant', () => {
  // The clock starts on Wednesday 10 June 2026, 10.00 in Jakarta (TEST_NOW).
  const ctx = useTestApp(MANY_UNPAID_ORDERS);
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let customer: Awaited<ReturnType<typeof registerAndLogin>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
    customer = await registerAndLogin(ctx.app);
  });

  afterEach(async () => {
    ctx.clock.reset();
    await settings(DEMO_SETTINGS);
  });

  async function settings(payload: object) {
    const response = await call(ctx.app, 'PUT', '/api/admin/restaurant', {
      token: owner.token,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const direct = (payload: object, headers?: Record<string, string>) =>
    call(ctx.app, 'POST', '/api/orders/direct', {
      token: customer.token,
      payload: { ...DELIVERY, food_id: 3, quantity: 2, ...payload },
      headers,
    });

  function placed(response: { statusCode: number; body: string; json(): unknown }): Order {
    expect(response.statusCode, response.body).toBe(201);
    return orderResponseSchema.strict().parse(response.json()).data;
  }

  /** A 422 with `message` on `scheduled_for`, and no order written. */
  async function expectRefused(
    response: { statusCode: number; json(): unknown },
    message: string,
    ordersBefore: number,
  ) {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message,
      errors: { scheduled_for: [message] },
    });
    expect(await countOrders(ctx.db, customer.user.id)).toBe(ordersBefore);
  }

  describe('what a spec-only order gets', () => {
    it('is delivered as soon as possible, with the delivery fee added by the server', async () => {
      await settings({ delivery_fee: 10_000 });
      const food = await menuFood(ctx.db, 3);

      // The client's own fee and total are never read.
      const order = placed(await direct({ delivery_fee: 0, total_amount: 1 }));

      expect(order).toMatchObject({
        address: DELIVERY.address,
        fulfilment: 'delivery',
        scheduled_for: null,
        note: '',
        delivery_fee: 10_000,
        total_amount: food.harga * 2 + 10_000,
        payment: { amount: food.harga * 2 + 10_000 },
      });
      expect(order.items).toEqual([expect.objectContaining({ jumlah: 2, note: '' })]);
    });

    it('keeps the fee it was placed with when the family changes it later', async () => {
      await settings({ delivery_fee: 8_000 });
      const order = placed(await direct({}));
      await settings({ delivery_fee: 12_000 });

      const listed = await call(ctx.app, 'GET', `/api/orders/${order.id}`, {
        token: customer.token,
      });

      expect(listed.json().data).toMatchObject({
        delivery_fee: 8_000,
        total_amount: order.total_amount,
      });
    });
  });

  describe('pickup', () => {
    it('takes no address and no delivery fee', async () => {
      await settings({ delivery_fee: 10_000 });
      const food = await menuFood(ctx.db, 3);
      const { address: _address, ...noAddress } = DELIVERY;

      const response = await call(ctx.app, 'POST', '/api/orders/direct', {
        token: customer.token,
        payload: { ...noAddress, fulfilment: 'pickup', food_id: 3, quantity: 2 },
      });

      expect(placed(response)).toMatchObject({
        address: '',
        fulfilment: 'pickup',
        delivery_fee: 0,
        total_amount: food.harga * 2,
      });
    });

    it('keeps the address rule for a delivery, and refuses a way of fulfilment it does not know', async () => {
      const before = await countOrders(ctx.db, customer.user.id);

      const blank = await direct({ address: '  ', fulfilment: 'delivery' });
      const unknown = await direct({ fulfilment: 'dine-in' });

      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({ address: ['Alamat wajib diisi.'] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({
        fulfilment: ["Pilih 'delivery' (diantar) atau 'pickup' (ambil sendiri)."],
      });
      expect(await countOrders(ctx.db, customer.user.id)).toBe(before);
    });
  });

  // Found by the fuzz suite: the address rule read a body that was no object (a 500).
  it.each([
    ['no body', undefined],
    ['a list', []],
    ['null', null],
  ])('responds with 422 to an order with %s', async (_label, payload) => {
    for (const url of ['/api/orders/direct', '/api/orders/cart']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${customer.token}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      expect(response.statusCode, response.body).toBe(422);
    }
  });

  describe('a chosen time and notes', () => {
    it('orders a nasi box for pickup tomorrow at 12.00 with notes to the order and the dish', async () => {
      const order = placed(
        await direct({
          fulfilment: 'pickup',
          scheduled_for: '2026-06-11T12:00:00+07:00',
          note: 'Saya ambil sendiri, atas nama Siti.',
          food_id: 1,
          quantity: 10,
          item_note: ' sambal dipisah ',
        }),
      );

      expect(order).toMatchObject({
        fulfilment: 'pickup',
        scheduled_for: '2026-06-11T05:00:00.000Z',
        note: 'Saya ambil sendiri, atas nama Siti.',
        items: [{ food_id: 1, jumlah: 10, note: 'sambal dipisah' }],
      });
    });

    it('refuses notes that are too long', async () => {
      const response = await direct({ note: 'n'.repeat(256), item_note: 'c'.repeat(121) });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        note: ['Catatan maksimal 255 karakter.'],
        item_note: ['Catatan menu maksimal 120 karakter.'],
      });
    });

    it('refuses a time that is not ISO 8601 with an offset', async () => {
      const message =
        'Waktu harus berformat ISO 8601 dengan zona waktu, misalnya 2026-06-11T12:00:00+07:00.';
      for (const scheduled of ['besok jam 12', '2026-06-11T12:00:00', 1_781_150_400_000]) {
        const response = await direct({ scheduled_for: scheduled });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ scheduled_for: [message] });
      }
    });
  });

  describe('refusals that name what the kitchen can do instead', () => {
    it('refuses as soon as possible at night, naming when the shop opens again', async () => {
      const before = await countOrders(ctx.db, customer.user.id);
      ctx.clock.set('2026-06-10T21:00:00+07:00');
      await expectRefused(
        await direct({}),
        'Restoran sedang tutup. Buka lagi besok pukul 07.00. Pilih waktu lain untuk memesan.',
        before,
      );
      // ...and still takes the same order for a time tomorrow.
      placed(await direct({ scheduled_for: '2026-06-11T07:00:00+07:00' }));
    });

    it('refuses as soon as possible on a Saturday night and a closed Sunday: open again on Monday', async () => {
      const before = await countOrders(ctx.db, customer.user.id);
      const message =
        'Restoran sedang tutup. Buka lagi Senin pukul 07.00. Pilih waktu lain untuk memesan.';
      ctx.clock.set('2026-06-13T20:00:00+07:00');
      await expectRefused(await direct({}), message, before);
      ctx.clock.set('2026-06-14T10:00:00+07:00');
      await expectRefused(await direct({}), message.replace('Senin pukul', 'besok pukul'), before);
    });

    it('takes Sunday orders once the family opens on Sundays', async () => {
      await settings({ opening_hours: [...DEMO_HOURS, { day: 0, open: '08:00', close: '12:00' }] });
      ctx.clock.set('2026-06-14T10:00:00+07:00');

      placed(await direct({}));
    });

    it('reads "now" in Jakarta: 00.30 on Thursday there is still Wednesday in UTC', async () => {
      const before = await countOrders(ctx.db, customer.user.id);
      ctx.clock.set('2026-06-10T17:30:00Z');

      await expectRefused(
        await direct({}),
        'Restoran sedang tutup. Buka lagi hari ini pukul 07.00. Pilih waktu lain untuk memesan.',
        before,
      );
      const order = placed(await direct({ scheduled_for: '2026-06-11T07:00:00+07:00' }));
      expect(order.scheduled_for).toBe('2026-06-11T00:00:00.000Z');
    });

    it('refuses as soon as possible too close to closing for the lead time', async () => {
      const before = await countOrders(ctx.db, customer.user.id);
      ctx.clock.set('2026-06-10T19:45:00+07:00');

      await expectRefused(
        await direct({}),
        'Pesanan secepatnya tidak sempat disiapkan sebelum restoran tutup pukul 20.00. Pilih waktu lain untuk memesan.',
        before,
      );
    });

    it('refuses every order for today while ordering is paused, and takes tomorrow', async () => {
      await settings({ accepting_orders: false });
      const before = await countOrders(ctx.db, customer.user.id);
      const message =
        'Restoran sedang tidak menerima pesanan untuk hari ini. Anda bisa memesan untuk besok pukul 07.00 atau sesudahnya.';

      await expectRefused(await direct({}), message, before);
      await expectRefused(
        await direct({ scheduled_for: '2026-06-10T15:00:00+07:00' }),
        message,
        before,
      );
      placed(await direct({ scheduled_for: '2026-06-11T12:00:00+07:00' }));
    });

    it.each([
      [
        'in the past',
        '2026-06-10T09:30:00+07:00',
        'Waktu yang dipilih sudah lewat. Pilih waktu lain.',
      ],
      [
        'off the half hour',
        '2026-06-11T12:15:00+07:00',
        'Pilih waktu setiap 30 menit, misalnya 12.00 atau 12.30.',
      ],
      [
        'outside the opening hours',
        '2026-06-11T20:00:00+07:00',
        'Restoran tidak buka besok pukul 20.00. Pilih waktu pada jam buka.',
      ],
      [
        'on a closed Sunday',
        '2026-06-14T12:00:00+07:00',
        'Restoran tidak buka Minggu pukul 12.00. Pilih waktu pada jam buka.',
      ],
      [
        'within the lead time',
        '2026-06-10T10:30:00+07:00',
        'Pesanan perlu waktu 30 menit untuk disiapkan. Waktu paling cepat: hari ini pukul 11.00.',
      ],
      [
        'more than 30 days ahead',
        '2026-07-11T12:00:00+07:00',
        'Pesanan paling jauh 30 hari ke depan.',
      ],
    ])('refuses a time %s', async (_label, scheduledFor, message) => {
      const before = await countOrders(ctx.db, customer.user.id);
      ctx.clock.set('2026-06-10T10:10:00+07:00');

      await expectRefused(await direct({ scheduled_for: scheduledFor }), message, before);
    });

    it('keeps catering two days ahead, naming the dish and the earliest time', async () => {
      const before = await countOrders(ctx.db, customer.user.id);
      const message = `${PAKET_TUMPENG} perlu dipesan 2 hari sebelumnya. Waktu paling cepat: Jumat pukul 07.00.`;

      await expectRefused(await direct({ food_id: TUMPENG, quantity: 1 }), message, before);
      await expectRefused(
        await direct({ food_id: TUMPENG, quantity: 1, scheduled_for: '2026-06-11T19:30:00+07:00' }),
        message,
        before,
      );
      const order = placed(
        await direct({ food_id: TUMPENG, quantity: 1, scheduled_for: '2026-06-12T07:00:00+07:00' }),
      );
      expect(order.scheduled_for).toBe('2026-06-12T00:00:00.000Z');
    });
  });

  describe('from the cart', () => {
    it('orders each dish with its note, for a chosen time, and empties the cart', async () => {
      const buyer = await registerAndLogin(ctx.app);
      await addToCart(ctx.app, buyer.token, 5, 2, 'paha');
      await addToCart(ctx.app, buyer.token, 5, 1, 'dada');
      await addToCart(ctx.app, buyer.token, 17, 3);

      const response = await call(ctx.app, 'POST', '/api/orders/cart', {
        token: buyer.token,
        payload: {
          ...DELIVERY,
          scheduled_for: '2026-06-10T12:30:00+07:00',
          note: 'Pagar hijau.',
        },
      });

      const order = placed(response);
      expect(order).toMatchObject({
        scheduled_for: '2026-06-10T05:30:00.000Z',
        note: 'Pagar hijau.',
      });
      expect(order.items.map(({ food_id, jumlah, note }) => ({ food_id, jumlah, note }))).toEqual([
        { food_id: 5, jumlah: 2, note: 'paha' },
        { food_id: 5, jumlah: 1, note: 'dada' },
        { food_id: 17, jumlah: 3, note: '' },
      ]);
      expect(await cartLines(ctx.db, buyer.user.id)).toEqual([]);
    });

    it('refuses a cart with catering for tomorrow and keeps the cart whole', async () => {
      const buyer = await registerAndLogin(ctx.app);
      await addToCart(ctx.app, buyer.token, 1, 1);
      await addToCart(ctx.app, buyer.token, TUMPENG, 1, 'tanpa sambal');

      const response = await call(ctx.app, 'POST', '/api/orders/cart', {
        token: buyer.token,
        payload: { ...DELIVERY, scheduled_for: '2026-06-11T12:00:00+07:00' },
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors.scheduled_for).toEqual([
        `${PAKET_TUMPENG} perlu dipesan 2 hari sebelumnya. Waktu paling cepat: Jumat pukul 07.00.`,
      ]);
      expect(await cartLines(ctx.db, buyer.user.id)).toEqual([
        { foodId: 1, jumlah: 1 },
        { foodId: TUMPENG, jumlah: 1 },
      ]);
    });
  });

  describe('a repeated Idempotency-Key', () => {
    it('responds with the first order for the same time written in another offset', async () => {
      const key = { 'idempotency-key': 'besok-siang' };
      const first = placed(await direct({ scheduled_for: '2026-06-11T12:00:00+07:00' }, key));
      const again = placed(await direct({ scheduled_for: '2026-06-11T05:00:00Z' }, key));

      expect(again.id).toBe(first.id);
    });

    it.each([
      ['another note', { note: 'Tanpa kerupuk.' }],
      ['another dish note', { item_note: 'pedas' }],
      ['another time', { scheduled_for: '2026-06-11T12:30:00+07:00' }],
      ['pickup instead of delivery', { fulfilment: 'pickup' }],
    ])('refuses it with %s: a different order, not a retry', async (_label, change) => {
      const key = { 'idempotency-key': `kunci-${JSON.stringify(change)}` };
      placed(await direct({ scheduled_for: '2026-06-11T12:00:00+07:00' }, key));

      const response = await direct({ scheduled_for: '2026-06-11T12:00:00+07:00', ...change }, key);

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'idempotency-key': ['Idempotency-Key ini sudah dipakai untuk pesanan lain.'],
      });
    });
  });
});
