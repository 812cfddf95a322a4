import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { bearer, codeIn, newAccount } from './accounts';
import { openTestDatabase, TEST_JWT_SECRET } from './helper';

interface LogLine {
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

/** The app logging every level as JSON lines into `lines`. */
function useLoggingApp() {
  const context = { lines: [] as string[] } as {
    app: App;
    lines: string[];
    /** What was logged while the app started. */
    startLines: string[];
    dataDir: string;
  };
  let dispose = async () => {};

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        context.lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const testDatabase = await openTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dapur-log-'));
    context.dataDir = dataDir;
    const config = { ...loadConfig({}), dataDir, jwtSecret: TEST_JWT_SECRET };
    context.app = await buildApp({
      config,
      database: testDatabase.database,
      logger: { level: 'trace', stream },
    });
    context.startLines = [...context.lines];
    dispose = async () => {
      await context.app.close();
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => dispose());

  return context;
}

describe('the request log', () => {
  const ctx = useLoggingApp();

  it('writes exactly one line per request, with what an operator needs', async () => {
    ctx.lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/foods/3' });
    await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?page=2' });
    await ctx.app.inject({ method: 'POST', url: '/api/cart', payload: { food_id: 3 } });
    await ctx.app.inject({ method: 'GET', url: '/storage/foods/nope.webp' });
    const all = ctx.lines.map((line) => JSON.parse(line) as LogLine);
    // Arrivals are logged at trace only; at info and above, one line per request.
    expect(all.filter((line) => line.level === 10).map((line) => line.msg)).toEqual(
      Array(4).fill('request received'),
    );
    const lines = all.filter((line) => Number(line.level) >= 30);

    expect(lines).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/foods/3', statusCode: 200 }),
      expect.objectContaining({ method: 'GET', url: '/api/nothing-here?page=2', statusCode: 404 }),
      expect.objectContaining({ method: 'POST', url: '/api/cart', statusCode: 401 }),
      expect.objectContaining({ method: 'GET', url: '/storage/foods/nope.webp', statusCode: 404 }),
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(4);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 30, msg: 'request completed' });
      expect(line).toMatchObject({ remoteAddress: '127.0.0.1', reqId: expect.any(String) });
      expect(line.responseTime).toEqual(expect.any(Number));
      expect(Object.keys(line)).not.toContain('req');
    }
  });

  it('never holds a password, hash, token or reset code', async () => {
    const account = newAccount();
    const from = ctx.lines.length;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      })
    ).json().access_token as string;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/me', headers: bearer(token) });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
    });
    await ctx.app.background.drain();
    const outbox = path.join(ctx.dataDir, 'outbox');
    const [message] = await readdir(outbox);
    const code = codeIn(await readFile(path.join(outbox, message!), 'utf8'));
    await ctx.app.inject({
      method: 'GET',
      url: `/reset-password?email=${encodeURIComponent(account.email)}&code=${code}`,
    });
    const newPassword = 'password-baru-yang-rahasia-9';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: account.email,
        token: code,
        password: newPassword,
        password_confirmation: newPassword,
      },
    });

    expect(reset.statusCode).toBe(200);
    const log = ctx.lines.slice(from).join('\n');
    expect(log).toContain('/reset-password?email=redacted&code=redacted');
    for (const secret of [account.password, newPassword, token, token.split('.')[2]!]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(log).not.toMatch(/scrypt\$|authorization|bearer/i);
  });

  it('says once, at start, that emails are written to the outbox and not sent', () => {
    const notices = ctx.startLines.filter((line) => line.includes('SMTP_URL is not set'));
    const later = ctx.lines.filter((line) => line.includes('outbox'));

    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!)).toMatchObject({ level: 40, outbox: expect.any(String) });
    expect(JSON.parse(notices[0]!)).not.toHaveProperty('reqId');
    expect(later).toEqual([]);
  });
});
