import { suggestionListResponseSchema, suggestionResponseSchema } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suggestions, users } from '../src/db/schema/index';
import { bearer, registerAndLogin } from './accounts';
import { useTestApp } from './helper';

describe('suggestions', () => {
  const ctx = useTestApp();

  const post = (token: string | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: token ? bearer(token) : {},
      payload,
    });
  const list = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/suggestions' });
    expect(response.statusCode).toBe(200);
    return suggestionListResponseSchema.parse(response.json()).data;
  };

  it('starts empty', async () => {
    expect(await list()).toEqual([]);
  });

  it("saves the trimmed text as the caller's, and responds with 201 and the author's name only", async () => {
    const { user, token } = await registerAndLogin(ctx.app, { name: 'Bu Harti' });

    const response = await post(token, { user_id: user.id, content: '  Sambalnya mantap!  ' });

    expect(response.statusCode).toBe(201);
    const body = suggestionResponseSchema.strict().parse(response.json());
    expect(body).toEqual({
      status: 'success',
      data: {
        id: expect.any(Number),
        content: 'Sambalnya mantap!',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        user: { name: 'Bu Harti' },
      },
    });
    expect(Object.keys(response.json().data.user)).toEqual(['name']);
    expect(response.body).not.toContain(user.email);
  });

  it('takes the author from the token when user_id is left out', async () => {
    const { user, token } = await registerAndLogin(ctx.app);

    const response = await post(token, { content: 'Tolong tambah menu sayur asem.' });

    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db
      .select({ userId: suggestions.userId })
      .from(suggestions)
      .where(eq(suggestions.id, response.json().data.id));
    expect(row!.userId).toBe(user.id);
  });

  it('responds with 403 for a user_id naming someone else, and saves nothing', async () => {
    const victim = await registerAndLogin(ctx.app);
    const { token } = await registerAndLogin(ctx.app);
    const before = (await list()).length;

    const response = await post(token, {
      user_id: victim.user.id,
      content: 'Atas nama orang lain',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Anda hanya dapat mengirim saran atas nama akun Anda sendiri.',
    });
    expect(await list()).toHaveLength(before);
  });

  it('responds with 401 to visitors', async () => {
    const response = await post(undefined, { content: 'Tanpa login' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Silakan login terlebih dahulu.' });
  });

  it.each([
    ['missing', {}, 'Saran wajib diisi.'],
    ['blank', { content: '   \n ' }, 'Saran wajib diisi.'],
    ['over 1000 characters', { content: 'a'.repeat(1001) }, 'Saran maksimal 1000 karakter.'],
  ])('responds with 422 when the text is %s', async (_label, payload, message) => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await post(token, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ content: [message] });
  });

  it('accepts exactly 1000 characters, counted after trimming', async () => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await post(token, { content: ` ${'b'.repeat(1000)} ` });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.content).toHaveLength(1000);
  });
});

describe('GET /api/suggestions order and limits', () => {
  const ctx = useTestApp();

  it('lists the newest 50 first, ties broken by the newer id, with the name or null', async () => {
    const { user } = await registerAndLogin(ctx.app, { name: 'Pak Joko' });
    const gone = await registerAndLogin(ctx.app, { name: 'Akun Terhapus' });
    const base = Date.UTC(2024, 4, 1, 5, 0, 0);
    const rows = Array.from({ length: 53 }, (_, index) => ({
      userId: index === 52 ? gone.user.id : user.id,
      content: `Saran ${index}`,
      // Two pairs share a timestamp, to check the tie-break.
      createdAt: new Date(base + Math.floor(index / 2) * 60_000),
    }));
    await ctx.db.insert(suggestions).values(rows);
    await ctx.db.delete(users).where(eq(users.id, gone.user.id));

    const response = await ctx.app.inject({ method: 'GET', url: '/api/suggestions' });

    expect(response.statusCode).toBe(200);
    const { data } = suggestionListResponseSchema.parse(response.json());
    expect(data).toHaveLength(50);
    expect(data.map((item) => item.content)).toEqual(
      Array.from({ length: 50 }, (_, index) => `Saran ${52 - index}`),
    );
    expect(data[0]!.user).toBeNull();
    expect(data[1]!.user).toEqual({ name: 'Pak Joko' });
    expect(data[1]!.created_at).toBe(new Date(base + 25 * 60_000).toISOString());
    for (const item of response.json().data) {
      expect(Object.keys(item).sort()).toEqual(['content', 'created_at', 'id', 'user']);
    }
    expect(response.body).not.toMatch(/@contoh\.id|user_id/);
  });
});
