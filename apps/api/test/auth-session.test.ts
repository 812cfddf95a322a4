import { tokenResponseSchema, userSchema } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { bearer, me, PASSWORD, register, registerAndLogin, SESSION_ENDED } from './accounts';
import { useTestApp } from './helper';

describe('POST /api/auth/login', () => {
  const ctx = useTestApp();

  const postLogin = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('responds with a bearer token valid for an hour, for the email in any letter case', async () => {
    const { body, user } = await register(ctx.app, { email: 'agus@contoh.id' });

    const response = await postLogin('  AGUS@Contoh.id ', body.password);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = tokenResponseSchema.strict().parse(response.json());
    expect(token).toMatchObject({ status: 'success', token_type: 'bearer', expires_in: 3600 });
    expect(decodeProtectedHeader(token.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token.access_token);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - Math.floor(claims.iat!)).toBe(3600);
  });

  it('gives every login its own token id', async () => {
    const { body } = await register(ctx.app);

    const first = tokenResponseSchema.parse((await postLogin(body.email, PASSWORD)).json());
    const second = tokenResponseSchema.parse((await postLogin(body.email, PASSWORD)).json());

    expect(decodeJwt(first.access_token).jti).not.toBe(decodeJwt(second.access_token).jti);
  });

  it('responds with the same 401 for an unknown email and for a wrong password', async () => {
    const { body } = await register(ctx.app);

    const unknown = await postLogin('nobody@contoh.id', PASSWORD);
    const wrong = await postLogin(body.email, 'bukan-password');

    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', message: 'Email atau password salah.' });
    }
    expect(unknown.body).toBe(wrong.body);
  });

  it('responds with 422 for a missing email or password', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Email wajib diisi.'],
      password: ['Password wajib diisi.'],
    });
  });
});

describe('POST /api/auth/me', () => {
  const ctx = useTestApp();

  it("responds with the caller's own fields at the top level", async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const response = await me(ctx.app, token);

    expect(response.statusCode).toBe(200);
    expect(userSchema.strict().parse(response.json())).toEqual(user);
  });

  it('responds with 401 without a token, and for a header that is not a bearer token', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/me' });
    const basic = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: { authorization: 'Basic YWdhdDpyYWhhc2lh' },
    });
    const garbage = await me(ctx.app, 'not-a-token');

    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 'error', message: 'Silakan login terlebih dahulu.' });
    for (const response of [basic, garbage]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    }
  });

  it('responds with 401 once the account is deleted', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await ctx.db.delete(users).where(eq(users.id, user.id));

    const response = await me(ctx.app, token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
  });

  it('lets public routes ignore a bad token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/foods',
      headers: bearer('broken.token.here'),
    });

    expect(response.statusCode).toBe(200);
  });
});

describe('PUT /api/auth/update-profile', () => {
  const ctx = useTestApp();

  const update = (token: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: bearer(token),
      payload,
    });

  it('saves the normalised profile and responds with it', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    const changes = {
      name: 'Siti Rahayu Putri',
      alamat: 'Jl. Magelang Km 4, Yogyakarta',
      telephone: '+62 878-1234-5678',
      email: 'Siti.Baru@Contoh.id',
      current_password: PASSWORD,
    };

    const response = await update(token, changes);

    expect(response.statusCode).toBe(200);
    const expected = {
      id: user.id,
      name: changes.name,
      alamat: changes.alamat,
      telephone: '6287812345678',
      email: 'siti.baru@contoh.id',
      role: 'customer',
    };
    // A new email ends every earlier session: the response carries this one's new token.
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Profil berhasil diperbarui.',
      data: expected,
      access_token: expect.any(String),
      expires_in: 3600,
    });
    expect((await me(ctx.app, response.json().access_token)).json()).toEqual(expected);
  });

  it('keeps the own email, in another letter case too', async () => {
    const { body, token } = await registerAndLogin(ctx.app);

    const response = await update(token, { ...body, email: body.email.toUpperCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(body.email);
  });

  it("responds with 422 on errors.email for somebody else's email", async () => {
    const other = await register(ctx.app);
    const { body, token } = await registerAndLogin(ctx.app);

    const response = await update(token, {
      ...body,
      email: other.body.email.toUpperCase(),
      current_password: PASSWORD,
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Email sudah terdaftar.',
      errors: { email: ['Email sudah terdaftar.'] },
    });
    expect((await me(ctx.app, token)).json().email).toBe(body.email);
  });

  it('responds with 422 for missing, too long or malformed fields', async () => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await update(token, {
      name: 'x'.repeat(256),
      alamat: '',
      telephone: '12345',
      email: 'bukan-email',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Nama maksimal 255 karakter.'],
      alamat: ['Alamat wajib diisi.'],
      telephone: ['Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.'],
      email: ['Format email tidak valid.'],
    });
  });

  it('responds with 401 before looking at the body when there is no token', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      payload: {},
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  const ctx = useTestApp();

  it('ends that token at once and leaves other sessions alone', async () => {
    const { body, token } = await registerAndLogin(ctx.app);
    const otherDevice = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: body.password },
      })
    ).json().access_token as string;

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'Anda telah logout.' });
    expect((await me(ctx.app, token)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect((await me(ctx.app, otherDevice)).statusCode).toBe(200);
  });
});
