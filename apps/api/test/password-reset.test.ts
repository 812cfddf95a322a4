import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { passwordResetCodes, users } from '../src/db/schema/index';
import {
  codeIn,
  collectingMailer,
  login,
  me,
  PASSWORD,
  register,
  registerAndLogin,
} from './accounts';
import { useTestApp } from './helper';

const SENT_RESPONSE = {
  status: 'success',
  message: 'Jika email terdaftar, kode reset telah kami kirim.',
};
const INVALID_CODE = {
  status: 'error',
  message: 'Kode reset tidak valid atau sudah kedaluwarsa.',
  errors: { token: ['Kode reset tidak valid atau sudah kedaluwarsa.'] },
};
const NEW_PASSWORD = 'password-baru-456';

describe('password reset', () => {
  const mailer = collectingMailer();
  const ctx = useTestApp({ publicUrl: 'https://dapur.example' }, { mailer });

  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  const reset = (email: string, token: string, password = NEW_PASSWORD) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, token, password, password_confirmation: password },
    });

  /** Asks for a code and reads it from the email, as the customer would. */
  async function requestCode(email: string): Promise<string> {
    const before = mailer.sent.length;
    expect((await forgot(email)).statusCode).toBe(200);
    await vi.waitFor(() => expect(mailer.sent.length).toBe(before + 1));
    const message = mailer.sent.at(-1)!;
    return /Kode reset Anda: (\d{6})/.exec(message.text)![1]!;
  }

  it('emails a 6-digit code in Indonesian, with a link that fills it in', async () => {
    const { body } = await register(ctx.app, { name: 'Wulan', email: 'wulan+kue@contoh.id' });

    const response = await forgot('Wulan+Kue@Contoh.id');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT_RESPONSE);
    await vi.waitFor(() => expect(mailer.sent.map((m) => m.to)).toContain(body.email));
    const message = mailer.sent.at(-1)!;
    const code = /Kode reset Anda: (\d{6})/.exec(message.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(message.subject).toBe('Kode reset password Dapur Bu Ratna');
    expect(message.text).toContain('Halo Wulan,');
    expect(message.text).toContain('berlaku 15 menit');
    expect(message.text).toContain(
      `https://dapur.example/reset-password?email=wulan%2Bkue%40contoh.id&code=${code}`,
    );
    expect(response.body).not.toContain(code);
  });

  it('stores the code hashed, valid for 15 minutes', async () => {
    const { user, body } = await register(ctx.app);
    const code = await requestCode(body.email);

    const [row] = await ctx.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));

    expect(row!.codeHash).not.toContain(code);
    expect(row!.attempts).toBe(0);
    const minutesLeft = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
  });

  it('responds to an unknown email exactly like a known one, and sends nothing', async () => {
    const { body } = await register(ctx.app);
    const before = mailer.sent.length;

    const unknown = await forgot('tidak.ada@contoh.id');
    const known = await forgot(body.email);

    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await vi.waitFor(() => expect(mailer.sent.length).toBe(before + 1));
    expect(mailer.sent.slice(before).map((message) => message.to)).toEqual([body.email]);
  });

  it('responds with 422 for a malformed email', async () => {
    const response = await forgot('bukan-email');

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Format email tidak valid.'] });
  });

  it('sets the new password, ends every earlier session and deletes the code', async () => {
    const { user, body, token } = await registerAndLogin(ctx.app);
    const code = await requestCode(body.email);

    const response = await reset(body.email.toUpperCase(), code);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Password berhasil diubah. Silakan login dengan password baru.',
    });
    expect((await me(ctx.app, token)).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const fresh = await login(ctx.app, body.email, NEW_PASSWORD);
    expect((await me(ctx.app, fresh)).json().id).toBe(user.id);
    const codes = await ctx.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(codes).toEqual([]);
    expect((await reset(body.email, code, 'lagi-lagi-789')).json()).toEqual(INVALID_CODE);
  });

  it('refuses a wrong code, and counts the try', async () => {
    const { user, body } = await register(ctx.app);
    const code = await requestCode(body.email);
    const wrong = code === '000000' ? '000001' : '000000';

    const response = await reset(body.email, wrong);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_CODE);
    const [row] = await ctx.db
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(row!.attempts).toBe(1);
    expect((await reset(body.email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user, body } = await register(ctx.app);
    const code = await requestCode(body.email);
    await ctx.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));

    const response = await reset(body.email, code);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_CODE);
    await login(ctx.app, body.email, PASSWORD);
  });

  it('kills the code after 5 wrong tries, even for the right one', async () => {
    const { body } = await register(ctx.app);
    const code = await requestCode(body.email);
    const wrong = code === '111111' ? '222222' : '111111';

    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await reset(body.email, wrong)).statusCode).toBe(422);
    }
    const response = await reset(body.email, code);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_CODE);
  });

  it('accepts the right code on the fifth try', async () => {
    const { body } = await register(ctx.app);
    const code = await requestCode(body.email);
    const wrong = code === '111111' ? '222222' : '111111';

    for (let attempt = 0; attempt < 4; attempt += 1) await reset(body.email, wrong);

    expect((await reset(body.email, code)).statusCode).toBe(200);
  });

  it('counts parallel guesses: no more than 5 get checked', async () => {
    const { user, body } = await register(ctx.app);
    const code = await requestCode(body.email);
    const guesses = Array.from({ length: 12 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );

    const responses = await Promise.all(guesses.map((guess) => reset(body.email, guess)));

    expect(responses.every((response) => response.statusCode === 422)).toBe(true);
    const [row] = await ctx.db
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(row!.attempts).toBe(5);
    expect((await reset(body.email, code)).statusCode).toBe(422);
  });

  it('only the newest code counts', async () => {
    const { body } = await register(ctx.app);
    const first = await requestCode(body.email);
    const second = await requestCode(body.email);

    if (first !== second) expect((await reset(body.email, first)).statusCode).toBe(422);
    expect((await reset(body.email, second)).statusCode).toBe(200);
  });

  it('responds to an unknown email like a wrong code', async () => {
    const response = await reset('tidak.ada@contoh.id', '123456');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_CODE);
  });

  it('responds with 422 for a short or mismatched password and a malformed code, using no try', async () => {
    const { user, body } = await register(ctx.app);
    await requestCode(body.email);

    const short = await reset(body.email, '123456', 'pendek');
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: body.email,
        token: '123456',
        password: NEW_PASSWORD,
        password_confirmation: 'lain-sekali-1',
      },
    });
    const malformed = await reset(body.email, '12a45');

    expect(short.json().errors).toEqual({ password: ['Password harus minimal 8 karakter'] });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Password dan konfirmasi password tidak cocok'],
    });
    expect(malformed.json().errors).toEqual({ token: ['Kode reset terdiri dari 6 angka.'] });
    const [row] = await ctx.db
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(row!.attempts).toBe(0);
  });

  it('refuses the code of an account deleted since it was sent', async () => {
    const { user, body } = await register(ctx.app);
    const code = await requestCode(body.email);
    await ctx.db.delete(users).where(eq(users.id, user.id));

    expect((await reset(body.email, code)).json()).toEqual(INVALID_CODE);
  });
});

describe('a burst of password-reset requests for one account', () => {
  // The shop's own mailer: emails written to the outbox as they are made, in parallel.
  const ctx = useTestApp();

  /** The outbox's emails to `email`, oldest first, as a mail client sorts them. */
  async function inbox(email: string): Promise<string[]> {
    const outbox = path.join(ctx.config.dataDir, 'outbox');
    const files = (await readdir(outbox).catch(() => [])).sort();
    const messages = await Promise.all(
      files.map((file) => readFile(path.join(outbox, file), 'utf8')),
    );
    return messages.filter((message) => message.includes(`To: ${email}`));
  }

  it('every time, the newest email carries a code that resets the password', async () => {
    const { body } = await register(ctx.app);
    for (let round = 1; round <= 5; round += 1) {
      const before = (await inbox(body.email)).length;
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: body.email },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
      await ctx.app.background.drain();
      const emails = await inbox(body.email);
      expect(emails).toHaveLength(before + 6);
      const newest = codeIn(emails.at(-1)!)!;

      const password = `password-baru-${round}`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: body.email, token: newest, password, password_confirmation: password },
      });

      expect(response.statusCode, `round ${round}: ${response.body}`).toBe(200);
    }
  });
});
