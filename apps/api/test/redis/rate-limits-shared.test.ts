import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helper';

/** `npm run test:redis` (CI runs Redis); these tests fail, never skip, without it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each run counts under its own keys, so runs side by side never meet. */
const namespace = `dapur-test-${randomUUID()}:`;

const rule = (max: number) => ({ max, windowMs: 60_000 });

let redis: Redis;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`These tests need Redis at ${REDIS_URL} (TEST_REDIS_URL): ${String(error)}`);
  }
});

afterAll(async () => {
  if (redis.status !== 'ready') return redis.disconnect();
  const keys = await redis.keys(`${namespace}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('rate limits shared by two instances through Redis (REDIS_URL)', () => {
  const config = {
    redisUrl: REDIS_URL,
    rateLimits: {
      writes: rule(4),
      login: { failures: rule(3), failuresPerAddress: rule(100), slowdown: rule(100) },
    },
  };
  const first = useTestApp(config, { redisNamespace: namespace });
  const second = useTestApp(config, { redisNamespace: namespace });

  const addToCart = (app: typeof first.app, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/cart', remoteAddress, payload: {} });

  it('counts writes sent to either instance together', async () => {
    const statuses = [];
    for (const app of [first.app, second.app, first.app, second.app]) {
      statuses.push((await addToCart(app, '10.7.0.1')).statusCode);
    }

    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await addToCart(first.app, '10.7.0.1')).statusCode).toBe(429);
    expect((await addToCart(second.app, '10.7.0.1')).statusCode).toBe(429);
    expect((await addToCart(second.app, '10.7.0.2')).statusCode).toBe(401);
  });

  it("counts an address's failed logins on one account across instances", async () => {
    const login = (app: typeof first.app, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'budi@contoh.id', password: 'salah-terus-1' },
      });

    const statuses = [
      (await login(first.app, '10.7.1.1')).statusCode,
      (await login(second.app, '10.7.1.1')).statusCode,
      (await login(first.app, '10.7.1.1')).statusCode,
    ];
    const blocked = await login(second.app, '10.7.1.1');

    expect(statuses).toEqual([401, 401, 401]);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(first.app, '10.7.1.2')).statusCode).toBe(401);
  });

  it('keeps its counters in Redis under its namespace, expiring with the window', async () => {
    const keys = await redis.keys(`${namespace}*`);
    const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));

    expect(keys.length).toBeGreaterThan(0);
    for (const ttl of ttls) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });
});
