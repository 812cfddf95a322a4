import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectingMailer, newAccount, register } from '../accounts';
import { useTestApp } from '../helper';

/** `npm run test:redis` (CI runs Redis); these tests fail, never skip, without it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each run counts under its own keys, so runs side by side never meet. */
const namespace = `dapur-test-${randomUUID()}:`;

const rule = (max: number) => ({ max, windowMs: 60_000 });

type Reply = Awaited<ReturnType<ReturnType<typeof useTestApp>['app']['inject']>>;

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

/**
 * Each try takes its point in one Redis command before its password or code is checked, so
 * tries sent at once to several instances can never pass a limit between a check and a count.
 */
describe('tries sent at once to two instances sharing Redis', () => {
  const mailer = collectingMailer();
  const config = {
    redisUrl: REDIS_URL,
    rateLimits: {
      login: { failures: rule(5), failuresPerAddress: rule(100), slowdown: rule(1_000) },
      forgotPassword: { perAddress: rule(100), emailsPerAccount: rule(2) },
      resetPassword: { failures: rule(3), failuresPerAddress: rule(100) },
      setup: { failuresPerAddress: rule(4), failuresShopWide: rule(1_000) },
    },
  };
  const first = useTestApp(config, { redisNamespace: namespace, mailer });
  const second = useTestApp(config, { redisNamespace: namespace, mailer });
  const AT_ONCE = 40;

  /** Sends `AT_ONCE` requests, alternating between the instances, and counts the statuses. */
  const sendAtOnce = async (request: (app: typeof first.app, index: number) => Promise<Reply>) => {
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        request(index % 2 === 0 ? first.app : second.app, index),
      ),
    );
    const counts: Record<number, number> = {};
    for (const reply of replies) counts[reply.statusCode] = (counts[reply.statusCode] ?? 0) + 1;
    return counts;
  };

  it('of 40 wrong logins for one account from one address, 5 reach a password check', async () => {
    const { body } = await register(first.app);

    const counts = await sendAtOnce((app) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.7.2.1',
        payload: { email: body.email, password: 'salah-terus-1' },
      }),
    );

    expect(counts).toEqual({ 401: 5, 429: AT_ONCE - 5 });
  });

  it('of 40 forgot-password requests for one account, 2 send an email', async () => {
    const { body } = await register(first.app);

    const counts = await sendAtOnce((app, index) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `10.7.3.${index + 1}`,
        payload: { email: body.email },
      }),
    );
    await Promise.all([first.app.background.drain(), second.app.background.drain()]);

    expect(counts).toEqual({ 200: AT_ONCE });
    expect(mailer.sent.filter((message) => message.to === body.email)).toHaveLength(2);
  });

  it('of 40 wrong reset codes for one account from one address, 3 are checked', async () => {
    const { body } = await register(first.app);

    const counts = await sendAtOnce((app, index) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '10.7.4.1',
        payload: {
          email: body.email,
          token: String(100_000 + index),
          password: 'password-baru-1',
          password_confirmation: 'password-baru-1',
        },
      }),
    );

    expect(counts).toEqual({ 422: 3, 429: AT_ONCE - 3 });
  });

  it('of 40 wrong setup codes from one address, 4 are checked', async () => {
    const counts = await sendAtOnce((app) =>
      app.inject({
        method: 'POST',
        url: '/api/setup',
        remoteAddress: '10.7.5.1',
        payload: { code: 'AAAA-AAAA', ...newAccount() },
      }),
    );

    expect(counts).toEqual({ 403: 4, 429: AT_ONCE - 4 });
  });
});
