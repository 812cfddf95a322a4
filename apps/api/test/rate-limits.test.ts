import { describe, expect, it } from 'vitest';
import { collectingMailer, newAccount, register } from './accounts';
import { useTestApp } from './helper';

const rule = (max: number) => ({ max, windowMs: 60_000 });
const TOO_MANY = /^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ (detik|menit)\.$/;

describe('rate limits on login, register, forgot and reset', () => {
  const ctx = useTestApp(
    {},
    {
      mailer: collectingMailer(),
      rateLimits: {
        login: { perIp: rule(6), perEmail: rule(3) },
        register: { perIp: rule(3), perEmail: rule(2) },
        forgotPassword: { perIp: rule(100), perEmail: rule(2) },
        resetPassword: { perIp: rule(100), perEmail: rule(2) },
      },
    },
  );

  const loginFrom = (ip: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password: 'salah-terus-1' },
    });

  function expect429(response: Awaited<ReturnType<typeof loginFrom>>) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(Object.keys(response.json())).toEqual(['status', 'message']);
    expect(response.json().status).toBe('error');
    expect(response.json().message).toMatch(TOO_MANY);
  }

  it('limits login tries per email, whatever the letter case and the client address', async () => {
    const statuses = [];
    for (const [index, email] of ['ani@contoh.id', 'ANI@contoh.id', ' Ani@Contoh.id'].entries()) {
      statuses.push((await loginFrom(`10.0.0.${index + 1}`, email)).statusCode);
    }
    const blocked = await loginFrom('10.0.0.9', 'ani@contoh.id');

    expect(statuses).toEqual([401, 401, 401]);
    expect429(blocked);
    expect((await loginFrom('10.0.0.9', 'lain@contoh.id')).statusCode).toBe(401);
  });

  it('limits login tries per client address across emails', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await loginFrom('10.1.0.1', `orang${index}@contoh.id`)).statusCode);
    }
    const blocked = await loginFrom('10.1.0.1', 'orang-baru@contoh.id');

    expect(statuses).toEqual(Array(6).fill(401));
    expect429(blocked);
    expect((await loginFrom('10.1.0.2', 'orang-baru@contoh.id')).statusCode).toBe(401);
  });

  it('limits registration per client address', async () => {
    const register = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: newAccount(),
      });
    const statuses = [];
    for (let index = 0; index < 3; index += 1)
      statuses.push((await register('10.2.0.1')).statusCode);
    const blocked = await register('10.2.0.1');

    expect(statuses).toEqual([201, 201, 201]);
    expect429(blocked);
  });

  it('limits forgot-password and reset-password per email', async () => {
    const { body } = await register(ctx.app, {}, '10.3.0.1');
    const forgot = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: body.email },
      });
    const reset = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: ip,
        payload: {
          email: body.email,
          token: '000000',
          password: 'password-baru-1',
          password_confirmation: 'password-baru-1',
        },
      });

    expect((await forgot('10.3.0.2')).statusCode).toBe(200);
    expect((await forgot('10.3.0.3')).statusCode).toBe(200);
    expect429(await forgot('10.3.0.4'));
    expect((await reset('10.3.0.5')).statusCode).toBe(422);
    expect((await reset('10.3.0.6')).statusCode).toBe(422);
    expect429(await reset('10.3.0.7'));
  });
});

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  const limits = {
    rateLimits: { login: { perIp: rule(1), perEmail: rule(100) } },
  };
  const trusting = useTestApp({ trustProxy: true }, limits);
  const direct = useTestApp({ trustProxy: false }, limits);

  const loginVia = (app: typeof trusting.app, forwardedFor: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'salah-terus-1' },
    });

  it('counts each forwarded client separately when the proxy is trusted', async () => {
    expect((await loginVia(trusting.app, '203.0.113.1', 'a@contoh.id')).statusCode).toBe(401);
    expect((await loginVia(trusting.app, '203.0.113.2', 'b@contoh.id')).statusCode).toBe(401);
    expect((await loginVia(trusting.app, '203.0.113.1', 'c@contoh.id')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For when it is not', async () => {
    expect((await loginVia(direct.app, '203.0.113.1', 'a@contoh.id')).statusCode).toBe(401);
    expect((await loginVia(direct.app, '203.0.113.2', 'b@contoh.id')).statusCode).toBe(429);
  });
});

/** Port 1 has nothing listening: no Redis server is needed to prove this. */
describe('a REDIS_URL that cannot be reached', () => {
  const ctx = useTestApp({ redisUrl: 'redis://127.0.0.1:1' }, { rateLimits: { writes: rule(1) } });

  it('lets requests through uncounted instead of failing them', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/cart', payload: {} });
      statuses.push(response.statusCode);
    }
    const read = await ctx.app.inject({ method: 'GET', url: '/api/foods/3' });

    expect(statuses).toEqual([401, 401, 401]);
    expect(read.statusCode).toBe(200);
  });
});
