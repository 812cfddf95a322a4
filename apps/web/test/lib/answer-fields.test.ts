import { describe, expect, it } from 'vitest';
import { dataIn, textIn } from '../../src/lib/answer-fields';

describe('response body fields', () => {
  it("reads the body's data and text fields", () => {
    const body = { status: 'success', message: 'Tersimpan.', data: { id: 7 } };
    expect(dataIn(body)).toEqual({ id: 7 });
    expect(textIn(body, 'message')).toBe('Tersimpan.');
  });

  it.each([undefined, null, '', 'ok', 42, { status: 'success' }, { data: 'teks' }, { data: null }])(
    'finds no data in %j',
    (body) => {
      expect(dataIn(body)).toBeUndefined();
    },
  );

  it('finds no text where the field is missing or not text', () => {
    expect(textIn({ message: 3 }, 'message')).toBeUndefined();
    expect(textIn(null, 'message')).toBeUndefined();
    expect(textIn({}, 'access_token')).toBeUndefined();
  });
});
