import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const SHOP = 'https://shop.example';
const STRANGER = 'https://evil.example';

describe('CORS, closed by default', () => {
  const ctx = useTestApp();

  it('lets no other origin read a response', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/foods',
      headers: { origin: SHOP },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('responds to no preflight', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: { origin: SHOP, 'access-control-request-method': 'POST' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS set', () => {
  const ctx = useTestApp({ corsOrigins: [SHOP] });

  it('lets a listed origin read responses, errors included', async () => {
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/foods',
      headers: { origin: SHOP },
    });
    const error = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { origin: SHOP },
      payload: { food_id: 1, jumlah: 1 },
    });

    for (const response of [ok, error]) {
      expect(response.headers['access-control-allow-origin']).toBe(SHOP);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers.vary).toMatch(/origin/i);
    }
    expect(error.statusCode).toBe(401);
    expect(error.headers['access-control-expose-headers']).toBe('Retry-After');
  });

  it('responds to a listed origin’s preflight for a call with a token', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/5',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(String(response.headers['access-control-allow-methods']).split(/, */)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(response.headers['access-control-max-age']).toBe('600');
  });

  it.each([STRANGER, 'https://shop.example.evil.example', 'http://shop.example', 'null'])(
    'gives nothing to %s',
    async (origin) => {
      const read = await ctx.app.inject({ method: 'GET', url: '/api/foods', headers: { origin } });
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/cart',
        headers: { origin, 'access-control-request-method': 'POST' },
      });

      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.statusCode).toBe(404);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
