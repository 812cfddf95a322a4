import { errorBodySchema, userResponseSchema } from '@dapur/shared';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { newAccount, register } from './accounts';
import { useTestApp } from './helper';

describe('POST /api/auth/register', () => {
  const ctx = useTestApp();

  const post = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  async function fieldErrors(payload: unknown) {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(body.status).toBe('error');
    return body.errors ?? {};
  }

  it('creates the customer and responds with 201 and exactly the public user fields', async () => {
    const account = newAccount({ email: 'Budi.Santoso@Contoh.ID', telephone: '0812-3456 7890' });
    const response = await post(account);

    expect(response.statusCode).toBe(201);
    const body = userResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: 'success',
      message: 'Registrasi berhasil. Silakan login.',
      data: {
        id: expect.any(Number),
        name: account.name,
        alamat: account.alamat,
        telephone: '6281234567890',
        email: 'budi.santoso@contoh.id',
        role: 'customer',
      },
    });
    expect(Object.keys(response.json().data).sort()).toEqual([
      'alamat',
      'email',
      'id',
      'name',
      'role',
      'telephone',
    ]);
    expect(response.body).not.toMatch(/scrypt|password/i);
  });

  it('stores a salted scrypt hash, never the password, and a different salt for each account', async () => {
    const first = await register(ctx.app);
    const second = await register(ctx.app);
    const rows = await ctx.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(inArray(users.id, [first.user.id, second.user.id]));

    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      expect(row.hash).not.toContain(first.body.password);
    }
    expect(rows[0]!.hash).not.toBe(rows[1]!.hash);
  });

  it.each(['name', 'alamat', 'telephone', 'email', 'password', 'password_confirmation'] as const)(
    'responds with 422 naming %s when it is missing',
    async (field) => {
      const account: Record<string, unknown> = newAccount();
      delete account[field];

      const errors = await fieldErrors(account);

      expect(Object.keys(errors)).toEqual([field]);
    },
  );

  it.each(['name', 'alamat', 'email'] as const)(
    'responds with 422 for %s over 255 characters',
    async (field) => {
      const long = field === 'email' ? `${'a'.repeat(250)}@contoh.id` : 'x'.repeat(256);

      const errors = await fieldErrors(newAccount({ [field]: long }));

      expect(errors[field]).toContain(
        `${{ name: 'Nama', alamat: 'Alamat', email: 'Email' }[field]} maksimal 255 karakter.`,
      );
    },
  );

  it('responds with 422 for blank required fields', async () => {
    const errors = await fieldErrors(newAccount({ name: '   ', alamat: '' }));

    expect(errors).toEqual({ name: ['Nama wajib diisi.'], alamat: ['Alamat wajib diisi.'] });
  });

  it('responds with 422 for a malformed email', async () => {
    expect(await fieldErrors(newAccount({ email: 'siti-at-contoh.id' }))).toEqual({
      email: ['Format email tidak valid.'],
    });
  });

  it('responds with 422 when the confirmation differs, with the form text', async () => {
    const errors = await fieldErrors(newAccount({ password_confirmation: 'rahasia-124' }));

    expect(errors).toEqual({ password_confirmation: ['Passwords do not match.'] });
  });

  it('responds with 422 for a password under 8 characters', async () => {
    const errors = await fieldErrors(
      newAccount({ password: 'pendek', password_confirmation: 'pendek' }),
    );

    expect(errors.password).toEqual(['Password harus minimal 8 karakter']);
  });

  it.each(['0812 3456 7890', '+62 812-3456-7890', '6281234567890'])(
    'normalises the phone number %j to 6281234567890',
    async (telephone) => {
      const { user } = await register(ctx.app, { telephone });

      expect(user.telephone).toBe('6281234567890');
    },
  );

  it.each(['1234567890', '0812', '62812345678901234', '62-abc-defg-hij'])(
    'responds with 422 for the phone number %j',
    async (telephone) => {
      const errors = await fieldErrors(newAccount({ telephone }));

      expect(errors).toEqual({
        telephone: ['Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.'],
      });
    },
  );

  it('responds with 422 on errors.email for a taken email in any letter case', async () => {
    const { body } = await register(ctx.app, { email: 'rina@contoh.id' });

    for (const email of [body.email, 'RINA@contoh.id', 'Rina@Contoh.Id']) {
      const response = await post(newAccount({ email }));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'Email sudah terdaftar.',
        errors: { email: ['Email sudah terdaftar.'] },
      });
    }
  });

  it('lets exactly one of several simultaneous sign-ups with one email through', async () => {
    const responses = await Promise.all(
      ['dewi@contoh.id', 'DEWI@contoh.id', 'Dewi@contoh.id', 'dewi@CONTOH.id'].map((email) =>
        post(newAccount({ email })),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json().errors).toEqual({ email: ['Email sudah terdaftar.'] });
    }
  });

  it('responds with 400 for a body that is not JSON and 422 for an empty one', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    const empty = await post({});

    expect(broken.statusCode).toBe(400);
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(errorBodySchema.parse(empty.json()).errors ?? {}).sort()).toEqual([
      'alamat',
      'email',
      'name',
      'password',
      'password_confirmation',
      'telephone',
    ]);
  });
});
