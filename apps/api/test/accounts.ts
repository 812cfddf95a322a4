import { tokenResponseSchema, userResponseSchema, type RegisterBody } from '@dapur/shared';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/index';
import type { Mailer, MailMessage } from '../src/lib/mailer';
import { TEST_JWT_SECRET } from './helper';

export const PASSWORD = 'rahasia-123';

let counter = 0;

/** A valid registration body with an address no other test uses. */
export function newAccount(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  return {
    name: 'Siti Rahayu',
    alamat: 'Jl. Kaliurang Km 5 No. 3, Sleman',
    telephone: '081234567890',
    email: `siti.${counter}.${randomUUID().slice(0, 8)}@contoh.id`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
}

export async function register(
  app: App,
  overrides: Partial<RegisterBody> = {},
  remoteAddress = '127.0.0.1',
) {
  const body = newAccount(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { body, user: userResponseSchema.parse(response.json()).data };
}

export async function login(app: App, email: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return tokenResponseSchema.parse(response.json()).access_token;
}

/** A registered customer and a fresh token of theirs. */
export async function registerAndLogin(app: App, overrides: Partial<RegisterBody> = {}) {
  const { body, user } = await register(app, overrides);
  return { body, user, token: await login(app, body.email, body.password) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function me(app: App, token: string) {
  return app.inject({ method: 'POST', url: '/api/auth/me', headers: bearer(token) });
}

export function refresh(app: App, token: string) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
}

/** A token as the server would sign it, with whatever times and key a test needs. */
export async function signToken({
  userId,
  issuedAt,
  expiresAt,
  secret = TEST_JWT_SECRET,
  jti = randomUUID(),
  authTime,
}: {
  userId: number;
  issuedAt: Date;
  expiresAt: Date;
  secret?: string;
  jti?: string;
  /** The login the token descends from; without it, none is named (as in tokens from before). */
  authTime?: Date;
}): Promise<string> {
  return new SignJWT(authTime ? { auth_time: Math.floor(authTime.getTime() / 1000) } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/** Collects what the app sends instead of delivering it. */
export function collectingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
}

export const SESSION_ENDED = {
  status: 'error',
  message: 'Sesi Anda telah berakhir. Silakan login kembali.',
};

/** Undoes quoted-printable soft line breaks and escapes, so a raw email reads plainly. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset code in an email, raw (.eml) or as text. */
export const codeIn = (raw: string) =>
  /Kode reset Anda: (\d{6})/.exec(decodeQuotedPrintable(raw))?.[1];

/** A family member who runs the shop: registered, made an owner in the database, logged in. */
export async function registerOwner(app: App, db: Db) {
  const { body, user } = await register(app);
  await db.update(users).set({ role: 'owner' }).where(eq(users.id, user.id));
  return { body, user: { ...user, role: 'owner' as const }, token: await login(app, body.email) };
}

/** A multipart form with one file, as a browser sends a photo upload. */
export function multipartFile(
  content: Buffer,
  { field = 'image', filename = 'foto.jpg', contentType = 'image/jpeg' } = {},
) {
  const boundary = `----dapur${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
