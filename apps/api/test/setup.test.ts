import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  authMessages,
  errorBodySchema,
  fieldMessages,
  ownerResponseSchema,
  setupMessages,
  setupStatusResponseSchema,
  userResponseSchema,
  userSchema,
  type RegisterBody,
  type User,
} from '@dapur/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { setupCodes, users } from '../src/db/schema/index';
import { login, me, newAccount, PASSWORD, register } from './accounts';
import { tablesHolding } from './database-text';
import { collectingLogger, useTestApp } from './helper';
import { call } from './shop';

/** Two groups of four from an alphabet without 0/O, 1/I/L (decision 022). */
const CODE_FORM = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

const codeFileOf = (dataDir: string) => path.join(dataDir, 'setup-code');
const readCode = async (dataDir: string) => (await readFile(codeFileOf(dataDir), 'utf8')).trim();
const isGone = (file: string) =>
  stat(file).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
  );

function postSetup(
  app: App,
  code: string,
  overrides: Partial<RegisterBody> = {},
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/setup',
    payload: { code, ...newAccount(overrides) },
    remoteAddress,
  });
}

async function setupStatus(app: App) {
  const response = await app.inject({ method: 'GET', url: '/api/setup' });
  expect(response.statusCode).toBe(200);
  return setupStatusResponseSchema.strict().parse(response.json());
}

const ownerIds = async (db: Db) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner'))).map(
    (row) => row.id,
  );
const userCount = async (db: Db) => (await db.select({ id: users.id }).from(users)).length;

/** A code of the right form that is not this one. */
const wrongCodeFor = (code: string) => (code === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA');

describe('the first owner, made with the setup code', () => {
  const log = collectingLogger();
  // The default limit on wrong codes (RATE_LIMIT_SETUP_FAILURES), which the helper relaxes.
  const limits = loadConfig({}).rateLimits;
  const ctx = useTestApp({ rateLimits: { setup: limits.setup } }, { logger: log.logger });
  let codeFile: string;
  let code: string;
  /** A customer whose email a setup cannot take. */
  let customer: Awaited<ReturnType<typeof register>>;

  beforeAll(async () => {
    codeFile = codeFileOf(ctx.config.dataDir);
    code = await readCode(ctx.config.dataDir);
    customer = await register(ctx.app);
  });

  it('a shop without an owner writes its code to DATA_DIR/setup-code (0600) and logs it; the database holds only a hash', async () => {
    expect(code).toMatch(CODE_FORM);
    expect(await readFile(codeFile, 'utf8')).toBe(`${code}\n`);
    expect((await stat(codeFile)).mode & 0o777).toBe(0o600);

    const printed = log.lines.filter((line) => line.msg.includes(code));
    expect(printed).toEqual([
      expect.objectContaining({
        level: 40,
        msg: `The shop has no owner yet: open ${ctx.config.publicUrl}/admin/setup and enter the setup code ${code}`,
        setupUrl: `${ctx.config.publicUrl}/admin/setup`,
        codeFile,
      }),
    ]);

    const stored = await ctx.db.select().from(setupCodes);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash).toMatch(/^[\w-]{43}$/);
    // Neither as printed nor as typed without the dash, in any table.
    expect(await tablesHolding(ctx.db, code)).toEqual([]);
    expect(await tablesHolding(ctx.db, code.replace('-', ''))).toEqual([]);
  });

  it('GET /api/setup responds that the shop waits for its first owner', async () => {
    expect(await setupStatus(ctx.app)).toEqual({ status: 'success', data: { needed: true } });
  });

  it('a wrong code responds with 403 and the shared message, and creates nothing', async () => {
    const before = await userCount(ctx.db);

    const response = await postSetup(ctx.app, wrongCodeFor(code));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: setupMessages.codeWrong });
    expect(await userCount(ctx.db)).toBe(before);
    expect(await setupStatus(ctx.app)).toMatchObject({ data: { needed: true } });
  });

  it.each([
    [
      'passwords that differ',
      { password_confirmation: 'rahasia-456' },
      'password_confirmation',
      authMessages.passwordsDoNotMatch,
    ],
    [
      'a short password',
      { password: 'pendek', password_confirmation: 'pendek' },
      'password',
      fieldMessages.passwordTooShort,
    ],
    ['a phone that is no phone', { telephone: '12345' }, 'telephone', fieldMessages.phone],
    ['an email that is no email', { email: 'siti@' }, 'email', fieldMessages.email],
  ] as const)(
    '%s: 422 on that field, nothing created',
    async (_case, overrides, field, message) => {
      const before = await userCount(ctx.db);

      const response = await postSetup(ctx.app, code, overrides);

      expect(response.statusCode, response.body).toBe(422);
      const body = errorBodySchema.strict().parse(response.json());
      expect(body.errors).toEqual({ [field]: [message] });
      expect(await userCount(ctx.db)).toBe(before);
    },
  );

  it('a missing code: 422 asking for it', async () => {
    const response = await postSetup(ctx.app, '  ');

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [setupMessages.codeRequired] });
  });

  it('an email that has an account already: 422 on email, and that customer stays a customer, whichever way the code is typed', async () => {
    const typings = [
      code,
      code.toLowerCase(),
      ` ${code.slice(0, 4)} ${code.slice(5)} `,
      code.replace('-', ''),
    ];
    for (const typed of typings) {
      const response = await postSetup(ctx.app, typed, { email: customer.body.email });

      // Past the code check: a code typed this way is accepted.
      expect(response.statusCode, `${typed}: ${response.body}`).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: authMessages.emailTaken,
        errors: { email: [authMessages.emailTaken] },
      });
    }
    expect(await ownerIds(ctx.db)).toEqual([]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row!.role).toBe('customer');
    // The customer's password was not replaced by the one the setup form carried.
    expect(await login(ctx.app, customer.body.email)).toEqual(expect.any(String));
  });

  it('wrong codes are limited per address: after 10 in 15 minutes even the right code gets 429 there, while another address gets through', async () => {
    expect(limits.setup.failuresPerAddress).toEqual({ max: 10, windowMs: 15 * 60_000 });
    const guesser = '203.0.113.7';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await postSetup(ctx.app, wrongCodeFor(code), {}, guesser);
      expect(response.statusCode, `attempt ${attempt}`).toBe(403);
    }

    const refused = await postSetup(ctx.app, code, {}, guesser);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'error',
      message: 'Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await ownerIds(ctx.db)).toEqual([]);

    // The right code from another address is checked (and here stops at the taken email).
    const elsewhere = await postSetup(ctx.app, code, { email: customer.body.email }, '203.0.113.8');
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(elsewhere.json().errors).toEqual({ email: [authMessages.emailTaken] });
  });

  describe('once the code is taken', () => {
    let account: RegisterBody;
    let responses: Awaited<ReturnType<typeof postSetup>>[];

    beforeAll(async () => {
      // Five taps at once (or five people), the code typed in lower case.
      const accounts = Array.from({ length: 5 }, () => newAccount());
      responses = await Promise.all(
        accounts.map((body) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/setup',
            payload: { code: code.toLowerCase(), ...body },
          }),
        ),
      );
      const created = responses.findIndex((response) => response.statusCode === 201);
      account = accounts[created]!;
    });

    it('of five setups sent at once with the right code, exactly one makes the owner: 201 with the user and role owner', async () => {
      expect(responses.map((response) => response.statusCode).sort()).toEqual([
        201, 409, 409, 409, 409,
      ]);
      for (const response of responses.filter((each) => each.statusCode === 409)) {
        expect(response.json()).toEqual({ status: 'error', message: setupMessages.alreadySetUp });
      }
      const created = responses.find((response) => response.statusCode === 201)!;
      const body = ownerResponseSchema.strict().parse(created.json());
      expect(userSchema.strict().parse(body.data)).toEqual({
        id: expect.any(Number),
        name: account.name,
        alamat: account.alamat,
        telephone: '6281234567890',
        email: account.email,
        role: 'owner',
      });
      expect(await ownerIds(ctx.db)).toEqual([body.data.id]);
      expect(created.headers['cache-control']).toBe('no-store');
    });

    it('the new owner logs in, /auth/me says owner, and the owner routes respond', async () => {
      const token = await login(ctx.app, account.email, account.password);

      const profile = await me(ctx.app, token);
      const team = await call(ctx.app, 'GET', '/api/admin/team', { token });

      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ email: account.email, role: 'owner' });
      expect(team.statusCode, team.body).toBe(200);
      expect(team.json().data.owners).toEqual([
        { id: profile.json().id, name: account.name, email: account.email },
      ]);
    });

    it('the code is spent: its file is removed, GET /api/setup says no, and another setup responds with 409', async () => {
      expect(await isGone(codeFile)).toBe(true);
      expect(await ctx.db.select().from(setupCodes)).toEqual([]);
      expect(await setupStatus(ctx.app)).toEqual({ status: 'success', data: { needed: false } });
      const before = await userCount(ctx.db);

      const again = await postSetup(ctx.app, code);

      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: 'error', message: setupMessages.alreadySetUp });
      expect(await userCount(ctx.db)).toBe(before);
    });

    it('a restart once the owner exists writes no code file and prints no code', async () => {
      const restartLog = collectingLogger();
      const restarted = await buildApp({
        config: ctx.config,
        database: ctx.database,
        logger: restartLog.logger,
      });
      try {
        expect(await isGone(codeFile)).toBe(true);
        expect(await ctx.db.select().from(setupCodes)).toEqual([]);
        expect(restartLog.lines.filter((line) => /setup code/i.test(line.msg))).toEqual([]);
        expect(await setupStatus(restarted)).toMatchObject({ data: { needed: false } });
      } finally {
        await restarted.close();
      }
    });
  });
});

describe('wrong setup codes sent at once', () => {
  const ctx = useTestApp({
    rateLimits: {
      setup: {
        failuresPerAddress: { max: 4, windowMs: 60_000 },
        failuresShopWide: { max: 1_000, windowMs: 60_000 },
      },
    },
  });

  it('of 20 from one address, 4 are checked and the rest get 429; the right code from another address then makes the owner', async () => {
    const code = await readCode(ctx.config.dataDir);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postSetup(ctx.app, wrongCodeFor(code), {}, '203.0.113.20')),
    );
    const right = await postSetup(ctx.app, code, {}, '203.0.113.21');

    expect(responses.filter((response) => response.statusCode === 403)).toHaveLength(4);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(16);
    expect(right.statusCode, right.body).toBe(201);
  });
});

// Finding 5 of issue 32: a code from an old log or file kept working after a restart.
describe('a restart', () => {
  const ctx = useTestApp();

  it('retires the code printed before it: that one gets 403, the new one makes the owner', async () => {
    const before = await readCode(ctx.config.dataDir);
    const restarted = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const after = await readCode(ctx.config.dataDir);
      expect(after).not.toBe(before);

      const old = await postSetup(restarted, before);
      expect(old.statusCode, old.body).toBe(403);
      expect(old.json().message).toBe(setupMessages.codeWrong);
      expect(await ownerIds(ctx.db)).toEqual([]);

      const current = await postSetup(restarted, after);
      expect(current.statusCode, current.body).toBe(201);
    } finally {
      await restarted.close();
    }
  });
});

describe('wrong setup codes from many addresses', () => {
  const shopWide = { max: 6, windowMs: 3_600_000 };
  const ctx = useTestApp({
    trustProxy: 1,
    rateLimits: {
      setup: { failuresPerAddress: { max: 10, windowMs: 900_000 }, failuresShopWide: shopWide },
    },
  });
  const from = (address: string, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { code, ...newAccount() },
      headers: { 'x-forwarded-for': address },
    });

  it('share one budget for the whole shop: past it every address gets 429 with Retry-After, the right code too', async () => {
    expect(loadConfig({}).rateLimits.setup.failuresShopWide).toEqual({
      max: 30,
      windowMs: 3_600_000,
    });
    const code = await readCode(ctx.config.dataDir);

    // One wrong code from each of many addresses, none near its own limit.
    const guesses = [];
    for (let n = 1; n <= 10; n += 1)
      guesses.push(await from(`198.51.100.${n}`, wrongCodeFor(code)));
    const right = await from('198.51.100.200', code);

    expect(guesses.map((response) => response.statusCode)).toEqual([
      ...Array<number>(6).fill(403),
      ...Array<number>(4).fill(429),
    ]);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Terlalu banyak percobaan. Silakan coba lagi dalam 60 menit.',
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await ownerIds(ctx.db)).toEqual([]);
  });
});

describe('a setup-code file left by an earlier start with other permissions', () => {
  const ctx = useTestApp();

  it('is tightened to 0600 when the next code is written into it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dapur-test-setup-'));
    let restarted: App | undefined;
    try {
      await writeFile(codeFileOf(dataDir), 'OLD1-CODE\n', { mode: 0o644 });
      expect((await stat(codeFileOf(dataDir))).mode & 0o777).toBe(0o644);

      restarted = await buildApp({
        config: { ...ctx.config, dataDir },
        database: ctx.database,
        logger: false,
      });

      expect((await stat(codeFileOf(dataDir))).mode & 0o777).toBe(0o600);
      expect(await readCode(dataDir)).toMatch(CODE_FORM);
    } finally {
      await restarted?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the setup code on two instances sharing one database', () => {
  const ctx = useTestApp();
  let second: App;
  let secondDataDir: string;
  let ownDatabase: Database | undefined;

  beforeAll(async () => {
    // Another machine: its own data folder and, on PostgreSQL, its own connections.
    secondDataDir = await mkdtemp(path.join(tmpdir(), 'dapur-test-second-'));
    ownDatabase = ctx.databaseUrl
      ? await createDatabase({ databaseUrl: ctx.databaseUrl })
      : undefined;
    second = await buildApp({
      config: { ...ctx.config, dataDir: secondDataDir },
      database: ownDatabase ?? ctx.database,
      logger: false,
    });
  });

  afterAll(async () => {
    await second?.close();
    await ownDatabase?.close();
    await rm(secondDataDir, { recursive: true, force: true });
  });

  it('each instance prints its own code; the one started last retires the other’s, and either instance accepts its code', async () => {
    const firstCode = await readCode(ctx.config.dataDir);
    const secondCode = await readCode(secondDataDir);
    expect(firstCode).toMatch(CODE_FORM);
    expect(secondCode).toMatch(CODE_FORM);
    expect(firstCode).not.toBe(secondCode);
    expect(await ctx.db.select().from(setupCodes)).toHaveLength(1);

    expect((await postSetup(second, firstCode)).statusCode).toBe(403);
    const response = await postSetup(ctx.app, secondCode);

    expect(response.statusCode, response.body).toBe(201);
    expect(ownerResponseSchema.parse(response.json()).data.role).toBe('owner');
    expect(await setupStatus(ctx.app)).toMatchObject({ data: { needed: false } });
    expect(await ctx.db.select().from(setupCodes)).toEqual([]);
    expect(await isGone(codeFileOf(ctx.config.dataDir))).toBe(true);
    expect((await postSetup(second, secondCode)).statusCode).toBe(409);
  });

  it('a restart after the owner exists writes no code file, and removes the one printed before', async () => {
    // The second instance could not know the owner was made elsewhere: its file stays until it starts again.
    expect(await isGone(codeFileOf(secondDataDir))).toBe(false);

    const restarted = await buildApp({
      config: { ...ctx.config, dataDir: secondDataDir },
      database: ownDatabase ?? ctx.database,
      logger: false,
    });
    try {
      expect(await isGone(codeFileOf(secondDataDir))).toBe(true);
      expect(await ctx.db.select().from(setupCodes)).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});

describe('the role: only setup and invites make an owner', () => {
  const ctx = useTestApp();
  let customer: { user: User; token: string };

  const setRole = (id: number, role: 'owner' | 'customer') =>
    ctx.db.update(users).set({ role }).where(eq(users.id, id));
  const adminCall = (token: string) => call(ctx.app, 'GET', '/api/admin/orders', { token });

  beforeAll(async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/register', {
      payload: { ...newAccount(), role: 'owner' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data: user } = userResponseSchema.parse(response.json());
    customer = { user, token: await login(ctx.app, user.email, PASSWORD) };
  });

  it('register and update-profile with role "owner" in the body make no owner: a customer stays one and gets 403 on /api/admin', async () => {
    expect(customer.user.role).toBe('customer');
    const update = await call(ctx.app, 'PUT', '/api/auth/update-profile', {
      token: customer.token,
      payload: {
        name: customer.user.name,
        alamat: customer.user.alamat,
        telephone: customer.user.telephone,
        email: customer.user.email,
        role: 'owner',
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data.role).toBe('customer');

    expect((await me(ctx.app, customer.token)).json().role).toBe('customer');
    const refused = await adminCall(customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: setupMessages.ownersOnly });
    expect(await ownerIds(ctx.db)).toEqual([]);
  });

  it('a role changed in the database counts at once, with the same token: promoted gains access, demoted loses it', async () => {
    await setRole(customer.user.id, 'owner');
    expect((await adminCall(customer.token)).statusCode).toBe(200);
    expect((await me(ctx.app, customer.token)).json().role).toBe('owner');

    await setRole(customer.user.id, 'customer');
    const refused = await adminCall(customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(setupMessages.ownersOnly);
    expect((await me(ctx.app, customer.token)).json().role).toBe('customer');
  });
});
