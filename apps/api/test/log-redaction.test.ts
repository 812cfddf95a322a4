import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log-redaction';

describe('redactUrl', () => {
  it('hides the code and address of an emailed reset link', () => {
    expect(redactUrl('/reset-password?email=siti%40contoh.id&code=123456')).toBe(
      '/reset-password?email=redacted&code=redacted',
    );
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/foods/3')).toBe('/api/foods/3');
    expect(redactUrl('/foods?page=2')).toBe('/foods?page=2');
  });
});
