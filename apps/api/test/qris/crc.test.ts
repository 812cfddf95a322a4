import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, crcHex } from '../../src/lib/qris/crc';
import { crcBitByBit, EMVCO_EXAMPLE } from './samples';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the published check value 0x29B1 for "123456789", and 0xFFFF for nothing', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16CcittFalse('')).toBe(0xffff);
  });

  it('gives the checksum printed in the EMVCo specification example (A13A, over UTF-8)', () => {
    expect(EMVCO_EXAMPLE.slice(-8)).toBe('6304A13A');
    expect(crcHex(EMVCO_EXAMPLE.slice(0, -4))).toBe('A13A');
  });

  it('writes four upper-case hex digits, leading zeros kept', () => {
    const small = Array.from({ length: 1000 }, (_, n) => String(n)).find(
      (text) => crc16CcittFalse(text) < 0x1000,
    );

    expect(crcHex(small!)).toMatch(/^0[0-9A-F]{3}$/);
    expect(crcHex('123456789')).toBe('29B1');
  });

  it('agrees with a bit-by-bit shift register on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        expect(crc16CcittFalse(text)).toBe(crcBitByBit(text));
      }),
    );
  });
});
