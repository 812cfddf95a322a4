import { tokenResponseSchema } from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { revokedTokens, users } from '../src/db/schema/index';
import { createTokensRepository } from '../src/modules/auth/tokens.repository';
import { me, refresh, registerAndLogin, SESSION_ENDED, signToken } from './accounts';
import { TEST_JWT_SECRET, useTestApp } from './helper';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

/** base64url of a JSON object, as a JWT segment. */
const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /api/auth/refresh', () => {
  const ctx = useTestApp();

  async function expectRejected(token: string) {
    const response = await refresh(ctx.app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
  }

  it('exchanges a token expired an hour ago but issued 2 days ago, and revokes it', async () => {
    const { user } = await registerAndLogin(ctx.app);
    const old = await signToken({ userId: user.id, issuedAt: ago(2 * DAY), expiresAt: ago(HOUR) });
    expect((await me(ctx.app, old)).statusCode).toBe(401);

    const response = await refresh(ctx.app, old);

    expect(response.statusCode).toBe(200);
    const body = tokenResponseSchema.strict().parse(response.json());
    expect(body).toMatchObject({ status: 'success', token_type: 'bearer', expires_in: 3600 });
    expect(decodeJwt(body.access_token).sub).toBe(String(user.id));
    expect((await me(ctx.app, body.access_token)).json().id).toBe(user.id);
    await expectRejected(old);
  });

  it('also exchanges a token that is still valid, which then stops working', async () => {
    const { token } = await registerAndLogin(ctx.app);

    const response = await refresh(ctx.app, token);

    expect(response.statusCode).toBe(200);
    expect((await me(ctx.app, token)).statusCode).toBe(401);
    expect((await me(ctx.app, response.json().access_token)).statusCode).toBe(200);
  });

  it('keeps the revocation until the old token could no longer be refreshed', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const { jti, iat } = decodeJwt(token);

    await refresh(ctx.app, token);

    const [row] = await ctx.db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti!));
    expect(row!.expiresAt.getTime()).toBe(Math.round(iat! * 1000) + 14 * DAY);
  });

  it('refuses a token issued more than 14 days ago', async () => {
    const { user } = await registerAndLogin(ctx.app);

    await expectRejected(
      await signToken({
        userId: user.id,
        issuedAt: ago(14 * DAY + HOUR),
        expiresAt: ago(14 * DAY),
      }),
    );
  });

  it('counts the 14 days from the login, however often the token was refreshed since', async () => {
    const { user } = await registerAndLogin(ctx.app);
    // Refreshed yesterday, from a login 15 days ago.
    const kept = await signToken({
      userId: user.id,
      issuedAt: ago(DAY),
      expiresAt: ago(DAY - HOUR),
      authTime: ago(15 * DAY),
    });
    await expectRejected(kept);

    const recent = await signToken({
      userId: user.id,
      issuedAt: ago(DAY),
      expiresAt: ago(DAY - HOUR),
      authTime: ago(3 * DAY),
    });
    const response = await refresh(ctx.app, recent);
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().access_token).auth_time).toBe(decodeJwt(recent).auth_time);
  });

  it('refuses a token that was already refreshed', async () => {
    const { token } = await registerAndLogin(ctx.app);
    expect((await refresh(ctx.app, token)).statusCode).toBe(200);

    await expectRejected(token);
  });

  it('lets exactly one of two simultaneous refreshes of one token succeed', async () => {
    const { token } = await registerAndLogin(ctx.app);

    const responses = await Promise.all([refresh(ctx.app, token), refresh(ctx.app, token)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('responds with 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh' });

    expect(response.statusCode).toBe(401);
  });

  it('refuses the token of a deleted account', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await ctx.db.delete(users).where(eq(users.id, user.id));

    await expectRejected(token);
  });
});

describe('tokens the server did not sign as they are', () => {
  const ctx = useTestApp();

  async function expectRejectedEverywhere(token: string) {
    for (const response of [await me(ctx.app, token), await refresh(ctx.app, token)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    }
  }

  it('refuses a token whose payload was changed after signing', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());

    await expectRejectedEverywhere(
      `${header}.${segment({ ...claims, sub: String(other.user.id) })}.${signature}`,
    );
  });

  it('refuses a token with a changed signature', async () => {
    const { token } = await registerAndLogin(ctx.app);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;

    await expectRejectedEverywhere(`${header}.${payload}.${flipped}`);
  });

  it('refuses a token with a changed signature once the genuine one was accepted', async () => {
    const { token } = await registerAndLogin(ctx.app);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;

    await expectRejectedEverywhere(`${header}.${payload}.${flipped}`);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
  });

  it('refuses a token the second it expires, though it was accepted a moment before', async () => {
    const { token } = await registerAndLogin(ctx.app);
    expect((await me(ctx.app, token)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: decodeJwt(token).exp! * 1000 });
    try {
      const response = await me(ctx.app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an unsigned token (alg "none")', async () => {
    const { user } = await registerAndLogin(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(user.id), jti: 'forged', iat: now, exp: now + 3600 };

    await expectRejectedEverywhere(`${segment({ alg: 'none', typ: 'JWT' })}.${segment(claims)}.`);
  });

  it('refuses a token signed with our secret but another algorithm (HS512)', async () => {
    const { user } = await registerAndLogin(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ jti: 'other-alg' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

    await expectRejectedEverywhere(token);
  });

  it('refuses a token signed with another secret', async () => {
    const { user } = await registerAndLogin(ctx.app);
    const foreign = await signToken({
      userId: user.id,
      issuedAt: new Date(),
      expiresAt: new Date(Date.now() + HOUR),
      secret: 'another-secret-that-is-long-enough-0123456789',
    });

    await expectRejectedEverywhere(foreign);
  });

  it('refuses an expired token on protected routes', async () => {
    const { user } = await registerAndLogin(ctx.app);
    const expired = await signToken({
      userId: user.id,
      issuedAt: ago(2 * HOUR),
      expiresAt: ago(HOUR),
    });

    const response = await me(ctx.app, expired);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
  });

  it('refuses tokens issued before the account’s tokens_valid_after', async () => {
    const { user, token } = await registerAndLogin(ctx.app);
    await ctx.db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, user.id));

    await expectRejectedEverywhere(token);
  });
});

describe('purging revocations', () => {
  const ctx = useTestApp();

  it('deletes revocations whose refresh window has ended and keeps the rest', async () => {
    const { user } = await registerAndLogin(ctx.app);
    await ctx.db.insert(revokedTokens).values([
      { jti: 'ended', userId: user.id, expiresAt: ago(1000) },
      { jti: 'still-refreshable', userId: user.id, expiresAt: new Date(Date.now() + DAY) },
    ]);

    await createTokensRepository(ctx.db).purgeExpired(new Date());

    const left = await ctx.db.select({ jti: revokedTokens.jti }).from(revokedTokens);
    expect(left.map((row) => row.jti)).toEqual(['still-refreshable']);
  });
});
