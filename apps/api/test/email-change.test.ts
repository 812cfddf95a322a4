import { describe, expect, it } from 'vitest';
import { bearer, collectingMailer, login, me, newAccount, PASSWORD, register } from './accounts';
import { useTestApp } from './helper';

const rule = (max: number) => ({ max, windowMs: 60_000 });

/**
 * The email is the key to an account: a password reset goes there. A stolen token alone
 * must not be enough to move it (docs/security.md, API2).
 */
describe('changing the email of an account', () => {
  const mailer = collectingMailer();
  const ctx = useTestApp(
    {
      rateLimits: {
        register: { perAddress: rule(3), perEmail: rule(100) },
        login: { failures: rule(3), failuresPerAddress: rule(100), slowdown: rule(100) },
      },
    },
    { mailer },
  );

  let accounts = 0;
  /** A new customer signed up from an address of its own, so sign-ups do not fill the limit. */
  async function signedUp() {
    accounts += 1;
    const { body, user } = await register(ctx.app, {}, `10.6.9.${accounts}`);
    return { body, user, token: await login(ctx.app, body.email) };
  }

  const update = (token: string, payload: object, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: bearer(token),
      remoteAddress,
      payload,
    });

  it('needs the current password, and without it changes nothing', async () => {
    const { body, token } = await signedUp();
    const moved = { ...body, email: newAccount().email };

    const response = await update(token, moved);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Masukkan password Anda untuk mengganti email.',
      errors: { current_password: ['Masukkan password Anda untuk mengganti email.'] },
    });
    expect((await me(ctx.app, token)).json().email).toBe(body.email);
  });

  it('refuses a wrong password, and counts it as a failed login', async () => {
    const { body, token } = await signedUp();
    const moved = { ...body, email: newAccount().email, current_password: 'bukan-ini-1' };

    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await update(token, moved, '10.6.0.1');
      statuses.push(response.statusCode);
      expect(response.json().errors).toEqual({ current_password: ['Password salah.'] });
    }

    expect(statuses).toEqual([422, 422, 422]);
    expect((await update(token, moved, '10.6.0.1')).statusCode).toBe(429);
    expect((await me(ctx.app, token)).json().email).toBe(body.email);
  });

  it('with the password: ends every other session, responds with a new token and tells the old address', async () => {
    const { body, token } = await signedUp();
    const otherDevice = await login(ctx.app, body.email);
    const email = newAccount().email;

    const response = await update(token, { ...body, email, current_password: PASSWORD });
    await ctx.app.background.drain();

    expect(response.statusCode).toBe(200);
    const renewed = response.json().access_token as string;
    expect((await me(ctx.app, renewed)).json().email).toBe(email);
    expect((await me(ctx.app, token)).statusCode).toBe(401);
    expect((await me(ctx.app, otherDevice)).statusCode).toBe(401);
    const notice = mailer.sent.find((message) => message.to === body.email);
    expect(notice?.subject).toBe('Email akun Dapur Bu Ratna Anda diganti');
    expect(notice?.text).toContain(email);
    await login(ctx.app, email);
  });

  it('counts like a sign-up from the same address; other profile changes do not', async () => {
    const { body, token } = await signedUp();
    const renamed = { ...body, name: 'Siti Berganti Nama' };
    for (let index = 0; index < 4; index += 1) {
      expect((await update(token, renamed, '10.6.1.1')).statusCode).toBe(200);
    }

    let current = token;
    const statuses = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await update(
        current,
        { ...body, email: newAccount().email, current_password: PASSWORD },
        '10.6.1.1',
      );
      statuses.push(response.statusCode);
      current = response.json().access_token ?? current;
    }
    await register(ctx.app, {}, '10.6.1.1');
    const over = await update(
      current,
      { ...body, email: newAccount().email, current_password: PASSWORD },
      '10.6.1.1',
    );

    expect(statuses).toEqual([200, 200]);
    expect(over.statusCode).toBe(429);
  });
});
