import { describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from './accounts';
import { useTestApp } from './helper';

const ctx = useTestApp();

describe('a request without a body', () => {
  it.each(['application/x-www-form-urlencoded', 'application/json', 'text/plain'])(
    'is read as one under %s: a call that takes no body answers',
    async (contentType) => {
      const { token } = await registerAndLogin(ctx.app);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/me',
        headers: { ...bearer(token), 'content-type': contentType },
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it('to a call that needs one is refused as invalid input, not as its type', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', errors: expect.any(Object) });
  });

  it('is still refused by its type when it has one', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'food_id=1&jumlah=1',
    });
    expect(response.statusCode).toBe(415);
  });
});
