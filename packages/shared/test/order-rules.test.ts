import { describe, expect, it } from 'vitest';
import {
  asapRefusal,
  earliestSlot,
  longestLead,
  scheduleRefusal,
  slotsOn,
  type DishLead,
  type OrderingSettings,
} from '../src/order-rules';
import { dayLabel, describeMoment, shopInstant, shopIso, shopMoment } from '../src/shop-time';

/** Monday to Saturday 07.00–20.00, closed on Sunday; 30 minutes for an order. */
const shop: OrderingSettings = {
  opening_hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:00', close: '20:00' })),
  accepting_orders: true,
  lead_time_minutes: 30,
};
/** Wednesday 10 June 2026, at a time in Jakarta. */
const wednesday = (time: string) => new Date(`2026-06-10T${time}:00+07:00`);
const catering = { days: 2, name: 'Paket Tumpeng Mini' };
const labels = (slots: { label: string }[]) => slots.map((slot) => slot.label);

describe("the restaurant's clock", () => {
  it('reads an instant on the Jakarta day, which is not the UTC day around midnight', () => {
    // 23.30 on Tuesday in UTC is 06.30 on Wednesday in Jakarta.
    expect(shopMoment(new Date('2026-06-09T23:30:00Z'))).toEqual({
      date: '2026-06-10',
      day: 3,
      minutes: 6 * 60 + 30,
    });
    expect(shopInstant('2026-06-10', 0).toISOString()).toBe('2026-06-09T17:00:00.000Z');
    expect(shopIso(new Date('2026-06-10T05:00:00Z'))).toBe('2026-06-10T12:00:00+07:00');
  });

  it('names days and times as people there say them', () => {
    const now = wednesday('10:00');
    expect(describeMoment(wednesday('13:00'), now)).toBe('hari ini pukul 13.00');
    expect(describeMoment(new Date('2026-06-11T07:00:00+07:00'), now)).toBe('besok pukul 07.00');
    expect(describeMoment(new Date('2026-06-15T07:00:00+07:00'), now)).toBe('Senin pukul 07.00');
    expect(describeMoment(new Date('2026-06-22T07:30:00+07:00'), now)).toBe(
      'Senin, 22 Juni pukul 07.30',
    );
    expect(
      ['2026-06-10', '2026-06-11', '2026-06-12'].map((d) => dayLabel(d, '2026-06-10')),
    ).toEqual(['Hari ini', 'Besok', 'Jumat, 12 Juni']);
  });
});

describe('the times an order can be due', () => {
  it('offers every half hour inside the opening hours, after the kitchen’s lead time', () => {
    const slots = slotsOn(shop, '2026-06-10', wednesday('10:05'));

    expect(labels(slots).slice(0, 3)).toEqual(['11.00', '11.30', '12.00']);
    expect(labels(slots).at(-1)).toBe('19.30');
    expect(slots[0]).toEqual({ at: '2026-06-10T11:00:00+07:00', label: '11.00' });
  });

  it('offers the whole day ahead, none of a closed Sunday, and none of a day gone', () => {
    const now = wednesday('10:00');
    expect(slotsOn(shop, '2026-06-11', now)).toHaveLength(26);
    expect(slotsOn(shop, '2026-06-14', now)).toEqual([]);
    expect(slotsOn(shop, '2026-06-09', now)).toEqual([]);
  });

  it('reads "today" in Jakarta just after its midnight, while UTC is still on the day before', () => {
    // 00.30 on Thursday in Jakarta; 17.30 on Wednesday in UTC.
    const now = new Date('2026-06-10T17:30:00Z');
    expect(slotsOn(shop, '2026-06-10', now)).toEqual([]);
    expect(labels(slotsOn(shop, '2026-06-11', now))[0]).toBe('07.00');
  });

  it('keeps a break between two openings of one day', () => {
    const split = {
      ...shop,
      opening_hours: [
        { day: 0, open: '13:00', close: '15:00' },
        { day: 0, open: '08:15', close: '10:00' },
      ],
    };
    expect(labels(slotsOn(split, '2026-06-14', wednesday('10:00')))).toEqual([
      '08.30',
      '09.00',
      '09.30',
      '13.00',
      '13.30',
      '14.00',
      '14.30',
    ]);
  });

  it('keeps a catering dish two days ahead: nothing today or tomorrow, from opening the day after', () => {
    const now = wednesday('10:00');
    const lead = longestLead([
      { nama: 'Es Teh Manis', lead_time_days: 0 },
      { nama: 'Paket Tumpeng Mini', lead_time_days: 2 },
    ]);
    expect(lead).toEqual(catering);
    expect(slotsOn(shop, '2026-06-11', now, lead)).toEqual([]);
    expect(labels(slotsOn(shop, '2026-06-12', now, lead))[0]).toBe('07.00');
    expect(earliestSlot(shop, now, lead)?.at).toBe('2026-06-12T07:00:00+07:00');
  });

  it('offers nothing today while ordering is paused, and the days after as usual', () => {
    const paused = { ...shop, accepting_orders: false };
    expect(slotsOn(paused, '2026-06-10', wednesday('10:00'))).toEqual([]);
    expect(slotsOn(paused, '2026-06-11', wednesday('10:00'))).toHaveLength(26);
  });
});

describe('as soon as possible', () => {
  it('is taken while the shop is open with time to cook before closing', () => {
    expect(asapRefusal(shop, wednesday('10:00'))).toBeUndefined();
    expect(asapRefusal(shop, wednesday('19:29'))).toBeUndefined();
  });

  it('is refused at night, naming when the shop opens again', () => {
    expect(asapRefusal(shop, wednesday('21:00'))).toEqual({
      code: 'shop_closed',
      message:
        'Restoran sedang tutup. Buka lagi besok pukul 07.00. Pilih waktu lain untuk memesan.',
    });
    expect(asapRefusal(shop, wednesday('06:00'))?.message).toContain(
      'Buka lagi hari ini pukul 07.00.',
    );
    // Saturday night: closed on Sunday, open again on Monday.
    expect(asapRefusal(shop, new Date('2026-06-13T21:00:00+07:00'))?.message).toBe(
      'Restoran sedang tutup. Buka lagi Senin pukul 07.00. Pilih waktu lain untuk memesan.',
    );
  });

  it('is refused too close to closing for the lead time, while paused, and for catering', () => {
    expect(asapRefusal(shop, wednesday('19:45'))).toEqual({
      code: 'closing_soon',
      message:
        'Pesanan secepatnya tidak sempat disiapkan sebelum restoran tutup pukul 20.00. Pilih waktu lain untuk memesan.',
    });
    expect(asapRefusal({ ...shop, accepting_orders: false }, wednesday('10:00'))).toEqual({
      code: 'ordering_paused',
      message:
        'Restoran sedang tidak menerima pesanan untuk hari ini. Anda bisa memesan untuk besok pukul 07.00 atau sesudahnya.',
    });
    expect(asapRefusal(shop, wednesday('10:00'), catering)).toEqual({
      code: 'lead_time',
      message:
        'Paket Tumpeng Mini perlu dipesan 2 hari sebelumnya. Waktu paling cepat: Jumat pukul 07.00.',
    });
  });
});

describe('a chosen time', () => {
  const now = wednesday('10:10');
  const refusal = (at: string, settings = shop, lead: DishLead = { days: 0, name: null }) =>
    scheduleRefusal(settings, new Date(at), now, lead)?.code;

  it('is taken on a slot inside the hours, after the lead times', () => {
    expect(refusal('2026-06-10T11:00:00+07:00')).toBeUndefined();
    expect(refusal('2026-06-11T05:00:00Z')).toBeUndefined();
    expect(refusal('2026-06-12T07:00:00+07:00', shop, catering)).toBeUndefined();
    expect(refusal('2026-06-11T12:00:00+07:00', { ...shop, accepting_orders: false })).toBe(
      undefined,
    );
  });

  it.each([
    ['2026-06-10T12:15:00+07:00', 'time_not_on_slot'],
    ['2026-06-10T12:00:30+07:00', 'time_not_on_slot'],
    ['2026-06-10T10:00:00+07:00', 'time_past'],
    ['2026-07-11T12:00:00+07:00', 'time_too_far'],
    ['2026-06-10T10:30:00+07:00', 'lead_time'],
    ['2026-06-10T20:00:00+07:00', 'outside_opening_hours'],
    ['2026-06-11T06:30:00+07:00', 'outside_opening_hours'],
    ['2026-06-14T12:00:00+07:00', 'outside_opening_hours'],
  ])('%s is refused: %s', (at, code) => {
    expect(refusal(at)).toBe(code);
  });

  it('names the earliest time a lead allows', () => {
    expect(scheduleRefusal(shop, wednesday('10:30'), now)?.message).toBe(
      'Pesanan perlu waktu 30 menit untuk disiapkan. Waktu paling cepat: hari ini pukul 11.00.',
    );
    expect(scheduleRefusal(shop, new Date('2026-06-11T12:00:00+07:00'), now, catering)).toEqual({
      code: 'lead_time',
      message:
        'Paket Tumpeng Mini perlu dipesan 2 hari sebelumnya. Waktu paling cepat: Jumat pukul 07.00.',
    });
    expect(scheduleRefusal(shop, new Date('2026-06-14T12:00:00+07:00'), now)?.message).toBe(
      'Restoran tidak buka Minggu pukul 12.00. Pilih waktu pada jam buka.',
    );
  });

  it('is refused today while paused', () => {
    expect(
      scheduleRefusal({ ...shop, accepting_orders: false }, wednesday('15:00'), now)?.code,
    ).toBe('ordering_paused');
  });
});
