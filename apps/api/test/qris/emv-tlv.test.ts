import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EmvSyntaxError,
  encodeEmvField,
  parseEmvTlv,
  serializeEmvTlv,
} from '../../src/lib/qris/emv-tlv';
import { EMVCO_EXAMPLE } from './samples';

describe('EMVCo TLV', () => {
  it('writes a field as id, two-digit length and value', () => {
    expect(encodeEmvField('53', '360')).toBe('5303360');
    expect(encodeEmvField('64', `0002ZH0104最佳运输`)).toBe('64140002ZH0104最佳运输');
    expect(() => encodeEmvField('5', 'x')).toThrow();
    expect(() => encodeEmvField('5a', 'x')).toThrow();
    expect(() => encodeEmvField('59', 'x'.repeat(100))).toThrow();
  });

  it('reads the EMVCo example: top-level fields and a language template counted in characters', () => {
    const fields = parseEmvTlv(EMVCO_EXAMPLE);

    expect(fields.map(({ id }) => id)).toEqual([
      '00',
      '01',
      '29',
      '31',
      '52',
      '58',
      '59',
      '60',
      '64',
      '54',
      '53',
      '55',
      '62',
      '91',
      '63',
    ]);
    const language = fields.find(({ id }) => id === '64')!.value;
    expect(parseEmvTlv(language)).toEqual([
      { id: '00', value: 'ZH' },
      { id: '01', value: '最佳运输' },
      { id: '02', value: '北京' },
    ]);
    expect(parseEmvTlv(fields.find(({ id }) => id === '62')!.value)).toEqual([
      { id: '03', value: '1234' },
      { id: '06', value: '***' },
      { id: '07', value: 'A6008667' },
      { id: '09', value: 'ME' },
    ]);
    expect(serializeEmvTlv(fields)).toBe(EMVCO_EXAMPLE);
  });

  it.each([
    ['a header cut short', '5303360530', 7],
    ['an id that is not two digits', '5303360A10', 7],
    ['a length that is not two digits', '530336059x1AB', 9],
    ['a length past the end', '5303360590512', 7],
    ['trailing junk', '5303360 ', 7],
  ])('refuses %s, saying where', (_, text, position) => {
    const error = (() => {
      try {
        parseEmvTlv(text);
      } catch (thrown) {
        return thrown;
      }
    })();

    expect(error).toBeInstanceOf(EmvSyntaxError);
    expect((error as EmvSyntaxError).position).toBe(position);
  });

  it('gives back any run of fields it wrote', () => {
    const field = fc.record({
      id: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')),
      value: fc.string({ unit: 'grapheme', maxLength: 99 }),
    });
    fc.assert(
      fc.property(fc.array(field, { maxLength: 12 }), (fields) => {
        const wellFormed = fields.filter(({ value }) => Array.from(value).length <= 99);
        expect(parseEmvTlv(serializeEmvTlv(wellFormed))).toEqual(wellFormed);
      }),
    );
  });
});
