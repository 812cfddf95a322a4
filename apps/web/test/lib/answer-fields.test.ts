import { describe, expect, it } from 'vitest';
import { dataIn, textIn } from '../../src/lib/answer-fields';

describe('answer fields', () => {
  it("reads the answer's data and text fields", () => {
    const answer = { status: 'success', message: 'Tersimpan.', data: { id: 7 } };
    expect(dataIn(answer)).toEqual({ id: 7 });
    expect(textIn(answer, 'message')).toBe('Tersimpan.');
  });

  it.each([undefined, null, '', 'ok', 42, { status: 'success' }, { data: 'teks' }, { data: null }])(
    'finds no data in %j',
    (answer) => {
      expect(dataIn(answer)).toBeUndefined();
    },
  );

  it('finds no text where the field is missing or not text', () => {
    expect(textIn({ message: 3 }, 'message')).toBeUndefined();
    expect(textIn(null, 'message')).toBeUndefined();
    expect(textIn({}, 'access_token')).toBeUndefined();
  });
});
