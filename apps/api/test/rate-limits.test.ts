import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { collectingMailer, newAccount, PASSWORD, register } from './accounts';
import { collectingLogger, useTestApp, type LogLine } from './helper';

const rule = (max: number, windowMs = 60_000) => ({ max, windowMs });
const TOO_MANY = /^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ (detik|menit)\.$/;

type Reply = Awaited<ReturnType<ReturnType<typeof useTestApp>['app']['inject']>>;

function expect429(response: Reply) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Object.keys(response.json())).toEqual(['status', 'message']);
  expect(response.json().message).toMatch(TOO_MANY);
}

describe('logging in: failures are counted, per account and address', () => {
  const ctx = useTestApp({
    rateLimits: {
      login: { failures: rule(3), failuresPerAddress: rule(6), slowdown: rule(100) },
    },
  });

  const loginFrom = (remoteAddress: string, email: string, password = 'salah-terus-1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password },
    });

  it("lets the customer in from their own address after a stranger's wrong guesses", async () => {
    const { body } = await register(ctx.app);

    const guesses = [];
    for (let index = 0; index < 3; index += 1) {
      guesses.push((await loginFrom('10.0.0.66', body.email)).statusCode);
    }
    // Five more strangers, each below their own limit.
    for (let index = 1; index <= 5; index += 1) {
      expect((await loginFrom(`10.0.1.${index}`, body.email)).statusCode).toBe(401);
    }

    expect(guesses).toEqual([401, 401, 401]);
    expect429(await loginFrom('10.0.0.66', body.email, PASSWORD));
    expect((await loginFrom('10.0.0.7', body.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts an email in any letter case as one account', async () => {
    const { body } = await register(ctx.app);
    const upper = body.email.toUpperCase();

    for (const email of [body.email, upper, ` ${upper} `]) {
      expect((await loginFrom('10.0.2.1', email)).statusCode).toBe(401);
    }

    expect429(await loginFrom('10.0.2.1', body.email));
  });

  it("forgets an address's failures once it gives the right password", async () => {
    const { body } = await register(ctx.app);
    const statuses = [];
    for (const password of ['salah-1', 'salah-2', PASSWORD, 'salah-3', 'salah-4', 'salah-5']) {
      statuses.push((await loginFrom('10.0.3.1', body.email, password)).statusCode);
    }

    expect(statuses).toEqual([401, 401, 200, 401, 401, 401]);
    expect429(await loginFrom('10.0.3.1', body.email, PASSWORD));
  });

  it('stops an address that fails on many accounts, and no other address', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await loginFrom('10.0.4.1', `orang${index}@contoh.id`)).statusCode);
    }

    expect(statuses).toEqual(Array(6).fill(401));
    expect429(await loginFrom('10.0.4.1', 'orang-baru@contoh.id'));
    expect((await loginFrom('10.0.4.2', 'orang-baru@contoh.id')).statusCode).toBe(401);
  });
});

describe('an account guessed at from many addresses', () => {
  const ctx = useTestApp({
    rateLimits: {
      login: { failures: rule(100), failuresPerAddress: rule(100), slowdown: rule(3) },
    },
  });

  const timedLogin = async (remoteAddress: string, email: string, password: string) => {
    const started = performance.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password },
    });
    return { status: response.statusCode, ms: performance.now() - started };
  };

  it('responds later, never refuses, and still lets the right password in', async () => {
    const { body } = await register(ctx.app);
    for (let index = 1; index <= 3; index += 1) {
      expect((await timedLogin(`10.1.0.${index}`, body.email, 'salah')).status).toBe(401);
    }

    const guess = await timedLogin('10.1.0.4', body.email, 'salah');
    const owner = await timedLogin('10.1.0.5', body.email, PASSWORD);

    expect(guess.status).toBe(401);
    expect(guess.ms).toBeGreaterThanOrEqual(1_000);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(2_000);
  });

  it('makes guesses sent at once wait as if they came one after another', async () => {
    const { body } = await register(ctx.app);

    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => timedLogin(`10.1.1.${index + 1}`, body.email, 'x')),
    );

    expect(guesses.map((guess) => guess.status)).toEqual(Array(6).fill(401));
    // The fourth, fifth and sixth are past the threshold of 3: 1, 2 and 3 seconds later.
    const waits = guesses.map((guess) => guess.ms).sort((a, b) => a - b);
    expect(waits[3]).toBeGreaterThanOrEqual(1_000);
    expect(waits[4]).toBeGreaterThanOrEqual(2_000);
    expect(waits[5]).toBeGreaterThanOrEqual(3_000);
  });
});

describe('signing up', () => {
  const ctx = useTestApp({ rateLimits: { register: { perAddress: rule(3), perEmail: rule(2) } } });

  const signUp = (remoteAddress: string, email?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress,
      payload: newAccount(email ? { email } : {}),
    });

  it('is limited per address', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await signUp('10.2.0.1')).statusCode);

    expect(statuses).toEqual([201, 201, 201]);
    expect429(await signUp('10.2.0.1'));
    expect((await signUp('10.2.0.2')).statusCode).toBe(201);
  });

  it('is limited per email, whatever the address', async () => {
    const email = newAccount().email;

    expect((await signUp('10.2.1.1', email)).statusCode).toBe(201);
    expect((await signUp('10.2.1.2', email)).statusCode).toBe(422);
    expect429(await signUp('10.2.1.3', email));
  });
});

describe('the defaults, sized for many customers behind one mobile network address', () => {
  const defaults = loadConfig({}).rateLimits;
  const ctx = useTestApp({ rateLimits: { register: defaults.register } });

  it('allow at least 30 sign-ups from one address in 15 minutes', async () => {
    expect(defaults.register.perAddress.max).toBeGreaterThanOrEqual(30);
    expect(defaults.register.perAddress.windowMs).toBeLessThanOrEqual(15 * 60_000);
    const statuses = [];
    for (let index = 0; index < 30; index += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '100.64.0.1',
        payload: newAccount(),
      });
      statuses.push(response.statusCode);
    }

    expect(statuses).toEqual(Array(30).fill(201));
  });
});

describe('forgot password', () => {
  const mailer = collectingMailer();
  const ctx = useTestApp(
    { rateLimits: { forgotPassword: { perAddress: rule(5), emailsPerAccount: rule(2) } } },
    { mailer },
  );

  const forgot = (remoteAddress: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress,
      payload: { email },
    });

  it('emails an account at most so often, responds the same, and the last code still works', async () => {
    const { body } = await register(ctx.app);
    const responses = [];
    for (let index = 1; index <= 4; index += 1) {
      responses.push(await forgot(`10.3.0.${index}`, body.email));
    }
    await ctx.app.background.drain();

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const emails = mailer.sent.filter((message) => message.to === body.email);
    expect(emails).toHaveLength(2);
    const code = /Kode reset Anda: (\d{6})/.exec(emails[1]!.text)?.[1];
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: '10.3.0.9',
      payload: {
        email: body.email,
        token: code,
        password: 'password-baru-1',
        password_confirmation: 'password-baru-1',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('is limited per address', async () => {
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await forgot('10.3.1.1', `siapa${index}@contoh.id`)).statusCode);
    }

    expect(statuses).toEqual(Array(5).fill(200));
    expect429(await forgot('10.3.1.1', 'siapa-lagi@contoh.id'));
  });
});

describe('reset password', () => {
  const mailer = collectingMailer();
  const ctx = useTestApp(
    { rateLimits: { resetPassword: { failures: rule(2), failuresPerAddress: rule(4) } } },
    { mailer },
  );

  const reset = (remoteAddress: string, email: string, token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress,
      payload: {
        email,
        token,
        password: 'password-baru-1',
        password_confirmation: 'password-baru-1',
      },
    });

  it("stops an address guessing codes, not the customer's own reset", async () => {
    const { body } = await register(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
    });
    await ctx.app.background.drain();
    const code = /Kode reset Anda: (\d{6})/.exec(mailer.sent.at(-1)!.text)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    expect((await reset('10.4.0.66', body.email, wrong)).statusCode).toBe(422);
    expect((await reset('10.4.0.66', body.email, wrong)).statusCode).toBe(422);
    expect429(await reset('10.4.0.66', body.email, code));
    expect((await reset('10.4.0.7', body.email, code)).statusCode).toBe(200);
  });

  it('stops an address guessing across accounts', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await reset('10.4.1.1', `entah${index}@contoh.id`, '123456')).statusCode);
    }

    expect(statuses).toEqual(Array(4).fill(422));
    expect429(await reset('10.4.1.1', 'entah-lagi@contoh.id', '123456'));
  });
});

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  const limits = {
    login: { failures: rule(100), failuresPerAddress: rule(1), slowdown: rule(100) },
  };
  const byAddress = useTestApp({ trustProxy: ['10.9.0.1'], rateLimits: limits });
  const oneHop = useTestApp({ trustProxy: 1, rateLimits: limits });
  const direct = useTestApp({ trustProxy: false, rateLimits: limits });

  const loginVia = (app: typeof direct.app, forwardedFor: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'salah-terus-1' },
    });

  it('counts each forwarded client on its own when the proxy is trusted', async () => {
    expect((await loginVia(byAddress.app, '203.0.113.1', 'a@contoh.id')).statusCode).toBe(401);
    expect((await loginVia(byAddress.app, '203.0.113.2', 'b@contoh.id')).statusCode).toBe(401);
    expect429(await loginVia(byAddress.app, '203.0.113.1', 'c@contoh.id'));
  });

  it('with one hop, counts the address the proxy appended, whatever the client wrote before it', async () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      (await loginVia(oneHop.app, '198.51.100.1, 203.0.113.7', 'a@contoh.id')).statusCode,
    ).toBe(401);

    expect429(await loginVia(oneHop.app, '198.51.100.2, 203.0.113.7', 'b@contoh.id'));
    expect429(await loginVia(oneHop.app, '203.0.113.7', 'c@contoh.id'));
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect((await loginVia(direct.app, '203.0.113.1', 'a@contoh.id')).statusCode).toBe(401);
    expect429(await loginVia(direct.app, '203.0.113.2', 'b@contoh.id'));
  });
});

describe('TRUST_PROXY=true, which trusts whatever the client writes first', () => {
  const PROXY_WARNING =
    "TRUST_PROXY=true takes the first address in X-Forwarded-For, which any client can write: set the proxy's address or the number of proxies (TRUST_PROXY=1) instead";
  const trusting = collectingLogger();
  const oneHop = collectingLogger();
  useTestApp(
    { trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy },
    { logger: trusting.logger },
  );
  useTestApp(
    { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
    { logger: oneHop.logger },
  );

  it('is warned about once at start, in the log; a hop count is not', () => {
    const warnings = (lines: LogLine[]) =>
      lines.filter((line) => line.msg.startsWith('TRUST_PROXY'));

    expect(warnings(trusting.lines)).toEqual([
      expect.objectContaining({ level: 40, msg: PROXY_WARNING }),
    ]);
    expect(warnings(oneHop.lines)).toEqual([]);
  });
});

/** Port 1 has nothing listening: no Redis server is needed to prove this. */
describe('a REDIS_URL that cannot be reached', () => {
  const ctx = useTestApp({
    redisUrl: 'redis://127.0.0.1:1',
    rateLimits: {
      writes: rule(1),
      login: { failures: rule(2), failuresPerAddress: rule(100), slowdown: rule(100) },
    },
  });

  it('lets writes through uncounted instead of failing them', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/cart', payload: {} });
      statuses.push(response.statusCode);
    }
    const read = await ctx.app.inject({ method: 'GET', url: '/api/foods/3' });

    expect(statuses).toEqual([401, 401, 401]);
    expect(read.statusCode).toBe(200);
  });

  it('still counts failed logins, in this process', async () => {
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.8.0.1',
        payload: { email: 'tebak@contoh.id', password: 'salah-terus-1' },
      });

    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    expect429(await login());
  });
});

describe('every limit in the environment', () => {
  it('reads count/time rules and refuses anything else', () => {
    const config = loadConfig({
      RATE_LIMIT_LOGIN_FAILURES: '7/10m',
      RATE_LIMIT_RESET_EMAILS: '2/1h',
      RATE_LIMIT_WRITES: '60/30s',
    });

    expect(config.rateLimits.login.failures).toEqual({ max: 7, windowMs: 600_000 });
    expect(config.rateLimits.forgotPassword.emailsPerAccount).toEqual({
      max: 2,
      windowMs: 3_600_000,
    });
    expect(config.rateLimits.writes).toEqual({ max: 60, windowMs: 30_000 });
    expect(() => loadConfig({ RATE_LIMIT_REGISTER: 'banyak' })).toThrow(/RATE_LIMIT_REGISTER/);
    expect(() => loadConfig({ RATE_LIMIT_REGISTER: '0/15m' })).toThrow(/RATE_LIMIT_REGISTER/);
  });

  it('sets the limit on wrong setup codes too: 10 in 15 minutes unless RATE_LIMIT_SETUP_FAILURES says otherwise', () => {
    expect(loadConfig({}).rateLimits.setup.failuresPerAddress).toEqual({
      max: 10,
      windowMs: 900_000,
    });
    expect(
      loadConfig({ RATE_LIMIT_SETUP_FAILURES: '3/1h' }).rateLimits.setup.failuresPerAddress,
    ).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(() => loadConfig({ RATE_LIMIT_SETUP_FAILURES: '10' })).toThrow(
      /RATE_LIMIT_SETUP_FAILURES/,
    );
  });

  it('lists every limit the server reads in the README, with its default', async () => {
    const source = await readFile(new URL('../src/config.ts', import.meta.url), 'utf8');
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    const variables = [...source.matchAll(/(RATE_LIMIT_\w+): rateRule\('([^']+)'\)/g)];

    expect(variables.length).toBeGreaterThanOrEqual(11);
    for (const [, variable, fallback] of variables) {
      expect(readme, variable).toMatch(new RegExp(`\\| \`${variable}\` +\\| \`${fallback}\` +\\|`));
    }
  });
});

/**
 * Each try takes its point before the password (or code) is checked and gives it back only
 * when it was right, so tries sent at once can never pass a limit, however slow the check.
 */
describe('tries sent at once', () => {
  const mailer = collectingMailer();
  const ctx = useTestApp(
    {
      rateLimits: {
        login: { failures: rule(5), failuresPerAddress: rule(8), slowdown: rule(1_000) },
        forgotPassword: { perAddress: rule(100), emailsPerAccount: rule(2) },
        resetPassword: { failures: rule(3), failuresPerAddress: rule(100) },
      },
    },
    { mailer },
  );
  const AT_ONCE = 40;

  const loginFrom = (remoteAddress: string, email: string, password = 'salah-terus-1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password },
    });
  const statusCounts = (replies: Reply[]) => {
    const counts: Record<number, number> = {};
    for (const reply of replies) counts[reply.statusCode] = (counts[reply.statusCode] ?? 0) + 1;
    return counts;
  };

  it('of 40 wrong logins at once for one account from one address, 5 reach a password check', async () => {
    const { body } = await register(ctx.app);

    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, () => loginFrom('10.5.0.1', body.email)),
    );

    expect(statusCounts(replies)).toEqual({ 401: 5, 429: AT_ONCE - 5 });
    for (const reply of replies.filter((each) => each.statusCode === 429)) expect429(reply);
    expect429(await loginFrom('10.5.0.1', body.email, PASSWORD));
    expect((await loginFrom('10.5.0.2', body.email, PASSWORD)).statusCode).toBe(200);
  });

  it('of 40 wrong logins at once on 40 accounts from one address, 8 reach a password check', async () => {
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        loginFrom('10.5.1.1', `serbu${index}@contoh.id`),
      ),
    );

    expect(statusCounts(replies)).toEqual({ 401: 8, 429: AT_ONCE - 8 });
  });

  it('right passwords sent at once from one address get in up to the limit, and leave no failure behind', async () => {
    const { body } = await register(ctx.app);

    // A sixth at the same instant finds five tries of that account from that address being checked.
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => loginFrom('10.5.2.1', body.email, PASSWORD)),
    );
    const wrong = [];
    for (let index = 0; index < 5; index += 1) {
      wrong.push((await loginFrom('10.5.2.1', body.email)).statusCode);
    }

    expect(statusCounts(replies)).toEqual({ 200: 5, 429: 1 });
    expect(wrong).toEqual(Array(5).fill(401));
  });

  it('of 40 forgot-password requests at once for one account, 2 send an email', async () => {
    const { body } = await register(ctx.app);

    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: `10.5.3.${index + 1}`,
          payload: { email: body.email },
        }),
      ),
    );
    await ctx.app.background.drain();

    expect(statusCounts(replies)).toEqual({ 200: AT_ONCE });
    expect(mailer.sent.filter((message) => message.to === body.email)).toHaveLength(2);
  });

  it('of 40 wrong reset codes at once for one account from one address, 3 are checked', async () => {
    const { body } = await register(ctx.app);

    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          remoteAddress: '10.5.4.1',
          payload: {
            email: body.email,
            token: String(100_000 + index),
            password: 'password-baru-1',
            password_confirmation: 'password-baru-1',
          },
        }),
      ),
    );

    expect(statusCounts(replies)).toEqual({ 422: 3, 429: AT_ONCE - 3 });
  });
});
