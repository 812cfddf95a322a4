import { fieldMessages, slotsResponseSchema } from '@dapur/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { registerOwner } from './accounts';
import { useTestApp } from './helper';
import { call } from './shop';

const labels = (slots: { label: string }[]) => slots.map((slot) => slot.label);
const FOOD_IDS_MESSAGE = 'food_ids harus berupa id menu dipisah koma, misalnya 1,2.';

describe('GET /api/restaurant/slots', () => {
  // Wednesday 10 June 2026, 10.00 in Jakarta; the demo restaurant opens Monday to
  // Saturday, 07.00–20.00, and needs 30 minutes for an order.
  const ctx = useTestApp();
  let owner: Awaited<ReturnType<typeof registerOwner>>;

  beforeAll(async () => {
    owner = await registerOwner(ctx.app, ctx.db);
  });

  afterEach(async () => {
    ctx.clock.reset();
    await call(ctx.app, 'PUT', '/api/admin/restaurant', {
      token: owner.token,
      payload: { accepting_orders: true },
    });
  });

  async function slots(query = '') {
    const response = await call(ctx.app, 'GET', `/api/restaurant/slots${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return slotsResponseSchema.strict().parse(response.json());
  }

  it("responds with today's times still open, every half hour after the kitchen's lead time", async () => {
    const response = await call(ctx.app, 'GET', '/api/restaurant/slots');
    const body = slotsResponseSchema.strict().parse(response.json());

    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.data[0]).toEqual({ at: '2026-06-10T10:30:00+07:00', label: '10.30' });
    expect(labels(body.data).at(-1)).toBe('19.30');
    expect(body.data).toHaveLength(19);
    expect(body.meta).toEqual({
      date: '2026-06-10',
      today: '2026-06-10',
      asap: { available: true, reason: null },
      earliest: { at: '2026-06-10T10:30:00+07:00', label: '10.30' },
    });
  });

  it('responds with a whole day ahead, and nothing for a closed Sunday or a day gone', async () => {
    expect(labels((await slots('?date=2026-06-11')).data)).toHaveLength(26);
    expect((await slots('?date=2026-06-14')).data).toEqual([]);
    expect((await slots('?date=2026-06-09')).data).toEqual([]);
    expect((await slots('?date=2026-07-11')).data).toEqual([]);
  });

  it('reads today in Jakarta across midnight: at 00.30 on Thursday, UTC still says Wednesday', async () => {
    ctx.clock.set('2026-06-10T17:30:00Z');

    const body = await slots();

    expect(body.meta.today).toBe('2026-06-11');
    expect(body.data[0]).toEqual({ at: '2026-06-11T07:00:00+07:00', label: '07.00' });
    expect(body.meta.asap).toEqual({
      available: false,
      reason:
        'Restoran sedang tutup. Buka lagi hari ini pukul 07.00. Pilih waktu lain untuk memesan.',
    });
  });

  it('on a Saturday evening offers nothing more today, and Monday morning first', async () => {
    ctx.clock.set('2026-06-13T19:40:00+07:00');

    const body = await slots();

    expect(body.data).toEqual([]);
    expect(body.meta.earliest).toEqual({ at: '2026-06-15T07:00:00+07:00', label: '07.00' });
    expect(body.meta.asap.reason).toBe(
      'Pesanan secepatnya tidak sempat disiapkan sebelum restoran tutup pukul 20.00. Pilih waktu lain untuk memesan.',
    );
  });

  it('applies the catering lead time of the dishes named: nothing before Friday', async () => {
    const tomorrow = await slots('?date=2026-06-11&food_ids=1,21');
    const friday = await slots('?date=2026-06-12&food_ids=21');

    expect(tomorrow.data).toEqual([]);
    expect(tomorrow.meta.asap.reason).toBe(
      'Paket Tumpeng Mini (5 orang) perlu dipesan 2 hari sebelumnya. Waktu paling cepat: Jumat pukul 07.00.',
    );
    expect(friday.data[0]!.label).toBe('07.00');
    expect(friday.meta.earliest).toEqual({ at: '2026-06-12T07:00:00+07:00', label: '07.00' });
    // Dishes that are not on the menu ask for nothing.
    expect((await slots('?date=2026-06-11&food_ids=9999')).data).toHaveLength(26);
  });

  it('offers nothing today while ordering is paused, and tomorrow as usual', async () => {
    await call(ctx.app, 'PUT', '/api/admin/restaurant', {
      token: owner.token,
      payload: { accepting_orders: false },
    });

    const today = await slots();

    expect(today.data).toEqual([]);
    expect(today.meta.asap.reason).toBe(
      'Restoran sedang tidak menerima pesanan untuk hari ini. Anda bisa memesan untuk besok pukul 07.00 atau sesudahnya.',
    );
    expect((await slots('?date=2026-06-11')).data).toHaveLength(26);
  });

  it('reads the time SHOP_NOW freezes on a server started without a test clock', async () => {
    const shop = await buildApp({
      config: { ...ctx.config, shopNow: new Date('2026-06-13T21:00:00+07:00') },
      database: ctx.database,
      logger: false,
    });
    try {
      const response = await shop.inject({ method: 'GET', url: '/api/restaurant/slots' });
      const { meta } = slotsResponseSchema.parse(response.json());

      expect(meta.today).toBe('2026-06-13');
      expect(meta.asap.reason).toBe(
        'Restoran sedang tutup. Buka lagi Senin pukul 07.00. Pilih waktu lain untuk memesan.',
      );
    } finally {
      await shop.close();
    }
  });

  it.each([
    ['?date=11-06-2026', 'date', fieldMessages.day],
    ['?date=2026-02-30', 'date', fieldMessages.day],
    ['?food_ids=satu', 'food_ids', FOOD_IDS_MESSAGE],
    ['?food_ids=1,,2', 'food_ids', FOOD_IDS_MESSAGE],
    ['?food_ids=0', 'food_ids', FOOD_IDS_MESSAGE],
    [
      `?food_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      'food_ids',
      FOOD_IDS_MESSAGE,
    ],
  ])('responds with 422 for %s', async (query, field, message) => {
    const response = await call(ctx.app, 'GET', `/api/restaurant/slots${query}`);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });
});
