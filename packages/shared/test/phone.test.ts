import { describe, expect, it } from 'vitest';
import { localPhone, normalizePhone } from '../src/phone';
import { phoneField } from '../src/schemas/fields';

describe('phone numbers', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
  ])('normalises %j to %j', (raw, normalised) => {
    expect(normalizePhone(raw)).toBe(normalised);
  });

  it('accepts 10 to 15 digits starting with 62', () => {
    expect(phoneField('Telepon').safeParse('62812345678').success).toBe(true);
    expect(phoneField('Telepon').safeParse('621234567890123').success).toBe(true);
  });

  it.each(['12345', '1812345678', '6281234567890123456', '62812abc678', ''])(
    'rejects %j',
    (raw) => {
      expect(phoneField('Telepon').safeParse(raw).success).toBe(false);
    },
  );

  it.each([
    ['6281234567890', '081234567890'],
    ['0812', '0812'],
  ])('shows %j as %j', (stored, shown) => {
    expect(localPhone(stored)).toBe(shown);
  });
});
