import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dynamicQris, parseQris } from '../../src/lib/qris/qris';
import { InvalidQrisError } from '../../src/lib/qris/qris-error';
import { crcBitByBit, f, layouts, signed, topLevel } from './samples';

/** What a dynamic code must keep from the static one: all but 01, 54–57 and the checksum. */
const MADE_BY_US = new Set(['01', '54', '55', '56', '57', '63']);
const merchantFields = (payload: string) =>
  [...topLevel(payload)].filter(([id]) => !MADE_BY_US.has(id));

/** The raw text of each field as it stands in the payload, id and length included. */
function rawFields(payload: string): string[] {
  return [...topLevel(payload)].map(([id, value]) => f(id, value));
}

const hasValidChecksum = (payload: string) =>
  payload.slice(-8, -4) === '6304' &&
  payload.slice(-4) ===
    crcBitByBit(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');

describe('making a QRIS code dynamic for an order', () => {
  it.each(Object.entries(layouts))(
    '%s: same merchant fields in the same order, the new amount, a valid checksum',
    (_, code) => {
      const payload = dynamicQris(code, 27_500);
      const fields = topLevel(payload);

      expect(parseQris(payload).payload).toBe(payload);
      expect(hasValidChecksum(payload)).toBe(true);
      expect(merchantFields(payload)).toEqual(merchantFields(code));
      expect(fields.get('01')).toBe('12');
      expect(fields.get('54')).toBe('27500');
      for (const gone of ['55', '56', '57']) expect(fields.has(gone)).toBe(false);
      const ids = [...fields.keys()];
      expect(ids.indexOf('54')).toBeLessThan(ids.indexOf('58'));
      expect(ids[0]).toBe('00');
      expect(ids.at(-1)).toBe('63');
      // Byte for byte: every merchant field appears in the new payload exactly as written.
      for (const raw of rawFields(code).filter((raw) => !MADE_BY_US.has(raw.slice(0, 2)))) {
        expect(payload).toContain(raw);
      }
    },
  );

  it('puts the amount right after the currency, where EMVCo ascending order has it', () => {
    const ids = [...topLevel(dynamicQris(layouts.mandiri, 15_000)).keys()];

    expect(ids).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '64',
      '63',
    ]);
  });

  it('replaces an amount, a fee indicator and a fixed fee already in the code', () => {
    const before = topLevel(layouts.bri);
    const after = topLevel(dynamicQris(layouts.bri, 42_000));

    expect([before.get('54'), before.get('55'), before.get('56')]).toEqual(['15000', '02', '1000']);
    expect(after.get('54')).toBe('42000');
    expect(after.has('55') || after.has('56')).toBe(false);
    // The name and the reference hold "5406" and "6304" and come through untouched.
    expect(after.get('59')).toBe('KEDAI 5406 6304');
    expect(after.get('62')).toBe(f('05', '5406ABC6304'));
  });

  it('drops a tip prompt (55 = 01): the customer pays the total, nothing more', () => {
    expect(topLevel(layouts.shopeepay).get('55')).toBe('01');
    expect(topLevel(dynamicQris(layouts.shopeepay, 10_000)).has('55')).toBe(false);
  });

  it('adds the point of initiation after the format indicator when the code has none', () => {
    const ids = [...topLevel(dynamicQris(layouts.unordered, 8_000)).keys()];

    expect(ids.slice(0, 2)).toEqual(['00', '01']);
    expect(ids.indexOf('54')).toBeLessThan(ids.indexOf('58'));
  });

  it('writes exactly this payload for a known code and total', () => {
    const code = signed(
      f('00', '01') +
        f('01', '11') +
        f('26', f('00', 'ID.CO.QRIS.WWW') + f('02', 'ID1020012345678')) +
        f('52', '5812') +
        f('53', '360') +
        f('58', 'ID') +
        f('59', 'WARUNG') +
        f('60', 'SLEMAN'),
    );
    const expected = signed(
      f('00', '01') +
        f('01', '12') +
        f('26', f('00', 'ID.CO.QRIS.WWW') + f('02', 'ID1020012345678')) +
        f('52', '5812') +
        f('53', '360') +
        f('54', '125000') +
        f('58', 'ID') +
        f('59', 'WARUNG') +
        f('60', 'SLEMAN'),
    );

    expect(dynamicQris(code, 125_000)).toBe(expected);
  });

  it('gives the same code whether made from the static code or an earlier dynamic one', () => {
    for (const code of Object.values(layouts)) {
      expect(dynamicQris(dynamicQris(code, 5_000), 64_000)).toBe(dynamicQris(code, 64_000));
    }
  });

  it('writes any whole amount of up to 13 digits as it is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(layouts)),
        fc.integer({ min: 1, max: 9_999_999_999_999 }),
        (code, amount) => {
          const payload = dynamicQris(code, amount);

          expect(topLevel(parseQris(payload).payload).get('54')).toBe(String(amount));
          expect(hasValidChecksum(payload)).toBe(true);
        },
      ),
    );
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 10_000_000_000_000])(
    'refuses the amount %s',
    (amount) => {
      expect(() => dynamicQris(layouts.gopay, amount)).toThrow(RangeError);
    },
  );

  it('refuses a stored code that is not valid, with the owner message', () => {
    expect(() => dynamicQris(layouts.gopay.replace('RATNA', 'RATNO'), 1_000)).toThrow(
      InvalidQrisError,
    );
  });
});
