import { qrisMessages, type QrisProblem } from '@dapur/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQris } from '../../src/lib/qris/qris';
import { InvalidQrisError } from '../../src/lib/qris/qris-error';
import { EMVCO_EXAMPLE, f, layouts, signed, topLevel } from './samples';

/** Why `text` was refused; fails the test when it was accepted. */
function refusal(text: string): InvalidQrisError {
  try {
    parseQris(text);
  } catch (error) {
    if (error instanceof InvalidQrisError) return error;
    throw error;
  }
  throw new Error(`accepted: ${text}`);
}

/** A plain static code, to take one thing away from or change at a time. */
const base: [string, string][] = [
  ['00', '01'],
  ['01', '11'],
  ['26', f('00', 'ID.CO.BRI.WWW') + f('01', '936000020000123456') + f('03', 'UMI')],
  ['51', f('00', 'ID.CO.QRIS.WWW') + f('02', 'ID1023111222333') + f('03', 'UMI')],
  ['52', '5812'],
  ['53', '360'],
  ['58', 'ID'],
  ['59', 'WARUNG BU RATNA'],
  ['60', 'SLEMAN'],
];
const body = (fields: [string, string][]) => fields.map(([id, value]) => f(id, value)).join('');
const valid = signed(body(base));
const without = (...ids: string[]) => signed(body(base.filter(([id]) => !ids.includes(id))));
const changed = (id: string, value: string) =>
  signed(body(base.map(([key, old]): [string, string] => [key, key === id ? value : old])));

describe('checking a static QRIS code', () => {
  it.each(Object.entries(layouts))(
    'accepts the %s layout, giving its fields in order',
    (_, code) => {
      const { payload, fields } = parseQris(code);

      expect(payload).toBe(code);
      const expected = [...topLevel(code)].filter(([id]) => id !== '63');
      expect(fields.map(({ id, value }) => [id, value])).toEqual(expected);
    },
  );

  it('gives every field of a bank code with its values, templates whole', () => {
    const { fields } = parseQris(layouts.mandiri);

    expect(fields.map(({ id }) => id)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '58',
      '59',
      '60',
      '61',
      '62',
      '64',
    ]);
    expect(fields.find(({ id }) => id === '64')?.value).toBe(
      f('00', 'ID') + f('01', 'Rumah Makan Sederhana') + f('02', 'Yogyakarta'),
    );
  });

  it('takes a pasted code with spaces or a newline around it, and a lower-case checksum', () => {
    expect(parseQris(`  ${valid}\r\n`).payload).toBe(valid);
    expect(parseQris(valid.slice(0, -4) + valid.slice(-4).toLowerCase()).payload).toBe(
      valid.slice(0, -4) + valid.slice(-4).toLowerCase(),
    );
  });

  const cases: [string, string, QrisProblem][] = [
    ['nothing', '', 'empty'],
    ['only a newline', ' \n', 'empty'],
    [
      'more than 512 characters',
      signed(
        body([
          ...base,
          ...['80', '81', '82', '83', '84'].map((id): [string, string] => [
            id,
            f('00', 'x'.repeat(95)),
          ]),
        ]),
      ),
      'tooLong',
    ],
    ['a code cut short', valid.slice(0, -2), 'malformed'],
    ['an id that is not digits', signed(body(base) + 'AB02xx'), 'malformed'],
    ['a length that is not digits', signed(body(base) + '62x5'), 'malformed'],
    ['text after the checksum', `${valid}junk`, 'malformed'],
    ['a field twice', signed(body(base) + f('59', 'WARUNG LAIN')), 'malformed'],
    ['a merchant account that is no template', changed('26', 'ID.CO.BRI.WWW'), 'malformed'],
    ['broken additional data', signed(body(base) + f('62', '0799X')), 'malformed'],
    ['a broken language template', signed(body(base) + f('64', '00')), 'malformed'],
    ['no checksum', body(base), 'crcPlacement'],
    [
      'a checksum before other fields',
      signed(body(base.slice(0, 4)) + f('63', 'ABCD') + body(base.slice(4))),
      'crcPlacement',
    ],
    ['a checksum of five characters', `${body(base)}6305ABCDE`, 'crcPlacement'],
    ['a wrong checksum', valid.slice(0, -1) + (valid.endsWith('0') ? '1' : '0'), 'crcMismatch'],
    ['a checksum that is not hex', `${valid.slice(0, -4)}ZZZZ`, 'crcMismatch'],
    ['no format indicator', without('00'), 'formatIndicator'],
    ['format version 02', changed('00', '02'), 'formatIndicator'],
    [
      'the format indicator second',
      signed(body([base[1]!, base[0]!, ...base.slice(2)])),
      'formatIndicator',
    ],
    ['point of initiation 13', changed('01', '13'), 'pointOfInitiation'],
    ['no merchant account', without('26', '51'), 'merchantAccount'],
    ['no merchant category', without('52'), 'merchantCategory'],
    ['no currency', without('53'), 'currency'],
    ['US dollars', changed('53', '840'), 'notRupiah'],
    ['the EMVCo example, in yuan', EMVCO_EXAMPLE, 'notRupiah'],
    ['no country', without('58'), 'country'],
    ['no merchant name', without('59'), 'merchantName'],
    ['an empty merchant name', changed('59', ''), 'merchantName'],
    ['no merchant city', without('60'), 'merchantCity'],
  ];

  it.each(cases)('refuses %s (422, a message for the owner)', (_, text, problem) => {
    const error = refusal(text);

    expect(error.problem).toBe(problem);
    expect(error.message).toBe(qrisMessages[problem]);
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe('invalid_qris');
  });

  it('says the checksum does not match in words the owner understands', () => {
    expect(refusal(valid.replace('WARUNG', 'WARUNK')).message).toBe(
      'Kode QRIS tidak valid: checksum (CRC) tidak cocok.',
    );
  });

  it('refuses any code with one character changed', () => {
    const printable = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(layouts)),
        fc.nat(),
        printable,
        (code, index, replacement) => {
          const at = index % code.length;
          // The checksum's hex digits may be written in either case.
          const same = (a: string, b: string) =>
            at >= code.length - 4 ? a.toUpperCase() === b.toUpperCase() : a === b;
          fc.pre(!same(code[at]!, replacement));
          const corrupted = code.slice(0, at) + replacement + code.slice(at + 1);

          expect(() => parseQris(corrupted)).toThrow(InvalidQrisError);
        },
      ),
    );
  });
});
