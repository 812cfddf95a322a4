import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Config } from '../src/config';
import { login, me, PASSWORD, registerAndLogin, registerOwner, SESSION_ENDED } from './accounts';
import { createEmbeddedDataDir, createPostgresTestDatabase } from './helper';
import { runCommand, shopConfig, startShop } from './shop-commands';

/**
 * The command runs against the shop as the server would open it: a PostgreSQL database
 * with `npm run test:pg` (the server keeps running meanwhile), otherwise an embedded one
 * in a data folder (the server is stopped first: the folder admits one process).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const cleanups: (() => Promise<unknown>)[] = [];
const shop = {} as {
  config: Config;
  /** On PostgreSQL the server runs throughout. */
  running?: Awaited<ReturnType<typeof startShop>>;
  owner: Awaited<ReturnType<typeof registerOwner>>;
  customer: Awaited<ReturnType<typeof registerAndLogin>>;
};

beforeAll(async () => {
  if (onPostgres) {
    const postgres = await createPostgresTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dapur-owner-'));
    cleanups.push(
      () => postgres.drop(),
      () => rm(dataDir, { recursive: true, force: true }),
    );
    shop.config = shopConfig({ dataDir, databaseUrl: postgres.url });
  } else {
    const dataDir = await createEmbeddedDataDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    shop.config = shopConfig({ dataDir });
  }
  const server = await startShop(shop.config);
  shop.owner = await registerOwner(server.app, server.db);
  shop.customer = await registerAndLogin(server.app);
  if (onPostgres) shop.running = server;
  else await server.stop();
});

afterAll(async () => {
  await shop.running?.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The shop's server: the running one on PostgreSQL, else one started for `use` and stopped. */
async function withServer(use: (app: App) => Promise<void>) {
  if (shop.running) return use(shop.running.app);
  const server = await startShop(shop.config);
  try {
    await use(server.app);
  } finally {
    await server.stop();
  }
}

describe('npm run owner -- reset-password EMAIL', () => {
  it("refuses a customer's email and an unknown one", async () => {
    const customer = await runCommand(
      shop.config,
      'owner',
      'reset-password',
      shop.customer.body.email,
    );
    const nobody = await runCommand(shop.config, 'owner', 'reset-password', 'siapa@contoh.id');

    expect(customer).toEqual({
      code: 1,
      out: '',
      err: `${shop.customer.body.email} is a customer's account, not an owner's: nothing was changed. Customers reset their own password with "Lupa password" on the login page.\n`,
    });
    expect(nobody).toEqual({
      code: 1,
      out: '',
      err: 'No account has the email siapa@contoh.id.\n',
    });
  });

  it(`sets a new password, shown once, and ends the owner's sessions (${onPostgres ? 'while the server runs' : 'with the server stopped'})`, async () => {
    const { email } = shop.owner.body;

    const result = await runCommand(shop.config, 'owner', 'reset-password', email.toUpperCase());

    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const shown = /^New password for Siti Rahayu <(.+)>:\n\n {4}(\S+)\n\n/.exec(result.out);
    expect(shown?.[1]).toBe(email);
    const password = shown![2]!;
    expect(password).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/);
    expect(result.out).toContain('It is shown only this once.');

    await withServer(async (app) => {
      await login(app, email, password);
      const oldPassword = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: PASSWORD },
      });
      expect(oldPassword.statusCode).toBe(401);
      const oldSession = await me(app, shop.owner.token);
      expect(oldSession.statusCode).toBe(401);
      expect(oldSession.json()).toEqual(SESSION_ENDED);
      // The customer refused before keeps their password and their session.
      await login(app, shop.customer.body.email, PASSWORD);
      expect((await me(app, shop.customer.token)).statusCode).toBe(200);
    });
  });

  if (onPostgres) return;

  it('says clearly that the server must be stopped while another process holds the data folder', async () => {
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('fixtures/hold-data-dir.ts', import.meta.url)),
        shop.config.dataDir,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      const claim = await new Promise<string>((resolve, reject) => {
        holder.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
        holder.once('exit', () => reject(new Error('The holder exited without a word')));
      });
      expect(claim).toBe('locked');

      const refused = await runCommand(
        shop.config,
        'owner',
        'reset-password',
        shop.owner.body.email,
      );

      expect(refused).toEqual({
        code: 1,
        out: '',
        err: `The shop's server is running on ${shop.config.dataDir}: the embedded database admits one process at a time. Stop it, run this again, then start it again. (On PostgreSQL this command works while the server runs.)\n`,
      });
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
