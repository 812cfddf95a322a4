import { errorBodySchema } from '@dapur/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { useTestApp } from './helper';

const TOO_MANY = /^Terlalu banyak permintaan\. Silakan coba lagi dalam \d+ (detik|menit)\.$/;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET' | 'OPTIONS';

describe('the limit on writes to the API, per client address', () => {
  const ctx = useTestApp({ rateLimits: { writes: { max: 4, windowMs: 60_000 } } });

  const send = (remoteAddress: string, method: Method, url: string) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress,
      payload: ['GET', 'OPTIONS'].includes(method) ? undefined : {},
    });

  it('counts every write, whatever the route, and responds with 429 and Retry-After', async () => {
    const statuses = [
      (await send('10.9.0.1', 'POST', '/api/cart')).statusCode,
      (await send('10.9.0.1', 'PUT', '/api/cart/1')).statusCode,
      (await send('10.9.0.1', 'DELETE', '/api/cart/1')).statusCode,
      (await send('10.9.0.1', 'POST', '/api/auth/login')).statusCode,
    ];
    const blocked = await send('10.9.0.1', 'POST', '/api/suggestions');

    expect(statuses).toEqual([401, 401, 401, 422]);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(errorBodySchema.strict().parse(blocked.json()).message).toMatch(TOO_MANY);
    expect(blocked.headers['content-security-policy']).toBeDefined();
  });

  it('still lets that address read, and other addresses write', async () => {
    for (let index = 0; index < 5; index += 1) await send('10.9.1.1', 'POST', '/api/cart');

    expect((await send('10.9.1.1', 'POST', '/api/cart')).statusCode).toBe(429);
    expect((await send('10.9.1.1', 'GET', '/api/foods')).statusCode).toBe(200);
    expect((await send('10.9.1.2', 'POST', '/api/cart')).statusCode).toBe(401);
  });

  it('counts writes to paths that do not exist, however they are spelt', async () => {
    const statuses = [];
    for (const url of ['/api/nothing', '/api/foods', '/%61pi/cart', '/api/cart?x=1', '/api']) {
      statuses.push((await send('10.9.2.1', 'POST', url)).statusCode);
    }

    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses[4]).toBe(429);
  });

  it('does not count writes outside the API, nor preflights', async () => {
    for (let index = 0; index < 6; index += 1) {
      await send('10.9.3.1', 'POST', '/foods');
      await send('10.9.3.1', 'PATCH', '/');
      await send('10.9.3.1', 'OPTIONS', '/api/cart');
    }

    expect((await send('10.9.3.1', 'POST', '/api/cart')).statusCode).toBe(401);
  });
});

describe('the default write limit', () => {
  const ctx = useTestApp({ rateLimits: { writes: loadConfig({}).rateLimits.writes } });

  it('is 120 a minute: two a second, far more than a family ordering sends', async () => {
    expect(loadConfig({}).rateLimits.writes).toEqual({ max: 120, windowMs: 60_000 });
    const statuses = new Set<number>();
    for (let index = 0; index < 120; index += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart',
        remoteAddress: '10.8.0.1',
        payload: {},
      });
      statuses.add(response.statusCode);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      remoteAddress: '10.8.0.1',
      payload: {},
    });

    expect([...statuses]).toEqual([401]);
    expect(blocked.statusCode).toBe(429);
  });
});
