import { describe, expect, it } from 'vitest';
import { localPhone, normalizePhone, readablePhone, telHref } from '../src/phone';
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

describe('readablePhone', () => {
  it.each([
    ['6285643219876', '0856-4321-9876'],
    ['6281234500000', '0812-3450-0000'],
    ['628123456789', '0812-3456-789'],
    ['62812345678', '0812-345-678'],
    ['62812345678901', '0812-3456-78901'],
    ['085643219876', '0856-4321-9876'],
    ['0812 3450 0000', '0812-3450-0000'],
    ['62215551234', '021-555-1234'],
    ['+62 21 5551234', '021-555-1234'],
    ['+62 274 555 019', '0274-555-019'],
    ['0274 111 222', '0274-111-222'],
  ])('shows %j as %j', (stored, shown) => {
    expect(readablePhone(stored)).toBe(shown);
  });

  it.each(['0812', '+1 415 555 0100', 'telepon toko', ''])('leaves %j as it is', (stored) => {
    expect(readablePhone(stored)).toBe(stored);
  });
});

describe('telHref', () => {
  it.each([
    ['6285643219876', 'tel:+6285643219876'],
    ['+62 274 555 019', 'tel:+62274555019'],
    ['0812 3450 0000', 'tel:+6281234500000'],
  ])('dials %j as %j', (stored, href) => {
    expect(telHref(stored)).toBe(href);
  });
});
