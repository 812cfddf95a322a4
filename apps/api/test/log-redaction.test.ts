import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log-redaction';

describe('redactUrl', () => {
  it('hides the code and address of an emailed reset link', () => {
    expect(redactUrl('/reset-password?email=siti%40contoh.id&code=123456')).toBe(
      '/reset-password?email=redacted&code=redacted',
    );
  });

  it("hides the token of an invite's link, on the page and on the API", () => {
    const token = 'xzYAxS0GmbIZjx-JUFwEfySZyAwz6Wx26X0QxLvXBVw';
    expect(redactUrl(`/admin/invite/${token}`)).toBe('/admin/invite/redacted');
    expect(redactUrl(`/api/invites/${token}`)).toBe('/api/invites/redacted');
    expect(redactUrl(`/api/invites/${token}/accept?x=1`)).toBe('/api/invites/redacted/accept?x=1');
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/foods/3')).toBe('/api/foods/3');
    expect(redactUrl('/foods?page=2')).toBe('/foods?page=2');
    expect(redactUrl('/api/admin/invites')).toBe('/api/admin/invites');
    expect(redactUrl('/admin/invites')).toBe('/admin/invites');
  });
});
