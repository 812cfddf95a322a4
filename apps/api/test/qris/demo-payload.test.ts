import { describe, expect, it } from 'vitest';
import { demoQrisPayload } from '../../src/lib/qris/demo-payload';
import { parseQris } from '../../src/lib/qris/qris';
import { topLevel } from './samples';

describe('the sample QRIS payload', () => {
  it('is a static QRIS code for a demo merchant that passes every check', () => {
    const payload = demoQrisPayload({ merchantName: 'Dapur Bu Ratna', merchantCity: 'Sleman' });
    const fields = topLevel(payload);

    expect(parseQris(payload).payload).toBe(payload);
    expect([...fields.keys()]).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(fields.get('01')).toBe('11');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('58')).toBe('ID');
    expect(fields.get('59')).toBe('DAPUR BU RATNA DEMO');
    expect(fields.get('60')).toBe('SLEMAN');
  });

  it('keeps the word DEMO in a long merchant name', () => {
    const fields = topLevel(
      demoQrisPayload({
        merchantName: 'Rumah Makan Padang Sederhana Sekali',
        merchantCity: 'Kota',
      }),
    );

    expect(fields.get('59')).toBe('RUMAH MAKAN PADANG S DEMO');
    expect(fields.get('59')!.length).toBeLessThanOrEqual(25);
  });
});
