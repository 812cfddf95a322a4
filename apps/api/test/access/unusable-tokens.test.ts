import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index';
import { bearer, collectingMailer, registerAndLogin, SESSION_ENDED, signToken } from '../accounts';
import { snapshotDatabase } from '../fuzz/db-snapshot';
import { TEST_JWT_SECRET, useTestApp, type TestContext } from '../helper';
import { call } from '../shop';
import {
  arrangeAccess,
  freshToken,
  methodOf,
  ownerRequests,
  type AccessSetup,
} from './owner-requests';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every endpoint that needs a login, /auth/refresh included. */
const protectedEndpoints = Object.keys(ownerRequests).filter(
  (endpoint) => !ownerRequests[endpoint]!.public,
);

/** Tokens that must open nothing: forged, altered, too old, or ended by the server. */
const KINDS = {
  'payload changed after signing (another customer’s id)': async ({
    owner,
    other,
  }: AccessSetup) => {
    const [header, payload, signature] = (await freshToken(owner.id)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    return `${header}.${segment({ ...claims, sub: String(other.id) })}.${signature}`;
  },
  'signature changed': async ({ owner }: AccessSetup) => {
    const token = await freshToken(owner.id);
    return `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  },
  'unsigned (alg none)': async ({ owner }: AccessSetup) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(owner.id), jti: 'unsigned', iat: now, exp: now + 3600 };
    return `${segment({ alg: 'none', typ: 'JWT' })}.${segment(claims)}.`;
  },
  'signed with another secret': async ({ owner }: AccessSetup) =>
    signToken({
      userId: owner.id,
      issuedAt: new Date(),
      expiresAt: new Date(Date.now() + HOUR),
      secret: 'another-secret-that-is-long-enough-0123456789',
    }),
  'signed with our secret and another algorithm (HS512)': async ({ owner }: AccessSetup) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ jti: 'hs512' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(owner.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  },
  'issued more than 14 days ago (past the refresh window)': async ({ owner }: AccessSetup) =>
    signToken({
      userId: owner.id,
      issuedAt: new Date(Date.now() - 14 * DAY - HOUR),
      expiresAt: new Date(Date.now() - 14 * DAY),
    }),
};

describe('tokens that open nothing, on every endpoint that needs a login', () => {
  const mailer = collectingMailer();
  const ctx = useTestApp({}, { mailer });
  const tokens = new Map<string, string>();
  let setup: AccessSetup;

  beforeAll(async () => {
    setup = await arrangeAccess(ctx);
    for (const [kind, make] of Object.entries(KINDS)) tokens.set(kind, await make(setup));
    tokens.set('revoked by logout', await loggedOut(ctx, setup.owner.id));
    tokens.set('revoked by refresh (the old one)', await refreshedAway(ctx, setup.owner.id));
    tokens.set('issued before a password reset', await issuedBeforeReset(ctx, mailer));
    tokens.set('of an account deleted since', await ofDeletedAccount(ctx));
  });
  afterAll(() => {
    const cells = tokens.size * protectedEndpoints.length;
    console.log(
      `Unusable tokens: ${tokens.size} kinds × ${protectedEndpoints.length} endpoints = ${cells} cells, all 401`,
    );
  });

  const kinds = [
    ...Object.keys(KINDS),
    'revoked by logout',
    'revoked by refresh (the old one)',
    'issued before a password reset',
    'of an account deleted since',
  ];
  const cells = kinds.flatMap((kind) =>
    protectedEndpoints.map((endpoint) => [kind, endpoint] as const),
  );

  it.each(cells)('a token %s: %s responds with 401 and changes nothing', async (kind, endpoint) => {
    const { url, payload } = ownerRequests[endpoint]!.request(setup, setup.owner);
    const before = await snapshotDatabase(ctx.db);

    const response = await call(ctx.app, methodOf(endpoint), url, {
      token: tokens.get(kind)!,
      payload,
    });

    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });

  it.each(protectedEndpoints)('control: a usable token gets past %s', async (endpoint) => {
    const { url, payload } = ownerRequests[endpoint]!.request(setup, setup.owner);

    const response = await call(ctx.app, methodOf(endpoint), url, {
      token: await freshToken(setup.owner.id),
      payload,
    });

    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

async function loggedOut(ctx: TestContext, userId: number) {
  const token = await freshToken(userId);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return token;
}

async function refreshedAway(ctx: TestContext, userId: number) {
  const token = await freshToken(userId);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return token;
}

/** A customer's token, then a password reset through the emailed code. */
async function issuedBeforeReset(ctx: TestContext, mailer: ReturnType<typeof collectingMailer>) {
  const { body, token } = await registerAndLogin(ctx.app);
  const sent = mailer.sent.length;
  await call(ctx.app, 'POST', '/api/auth/forgot-password', { payload: { email: body.email } });
  await vi.waitFor(() => expect(mailer.sent.length).toBe(sent + 1));
  const code = /Kode reset Anda: (\d{6})/.exec(mailer.sent.at(-1)!.text)![1]!;
  const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
    payload: {
      email: body.email,
      token: code,
      password: 'baru-sekali-1',
      password_confirmation: 'baru-sekali-1',
    },
  });
  expect(reset.statusCode).toBe(200);
  return token;
}

async function ofDeletedAccount(ctx: TestContext) {
  const { user, token } = await registerAndLogin(ctx.app);
  await ctx.db.delete(users).where(eq(users.id, user.id));
  return token;
}
