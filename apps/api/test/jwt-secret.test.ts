import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { resolveJwtSecret } from '../src/lib/jwt-secret';
import { login, me, register } from './accounts';
import { openTestDatabase } from './helper';

const tempDirs: string[] = [];
afterAll(() => Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dapur-secret-'));
  tempDirs.push(dir);
  return dir;
}

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe('the JWT secret', () => {
  it('uses JWT_SECRET when given and writes nothing', async () => {
    const dataDir = await tempDir();
    const secret = await resolveJwtSecret(
      { jwtSecret: 'y'.repeat(40), dataDir, databaseUrl: undefined },
      fakeLog(),
    );

    expect(secret).toBe('y'.repeat(40));
    await expect(stat(path.join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('without it, generates one in DATA_DIR/jwt-secret (mode 0600) and reuses it', async () => {
    const dataDir = path.join(await tempDir(), 'nested');
    const config = { jwtSecret: undefined, dataDir, databaseUrl: undefined };

    const first = await resolveJwtSecret(config, fakeLog());
    const second = await resolveJwtSecret(config, fakeLog());

    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('warns that several instances on one PostgreSQL need a shared JWT_SECRET', async () => {
    const log = fakeLog();

    await resolveJwtSecret(
      { jwtSecret: undefined, dataDir: await tempDir(), databaseUrl: 'postgres://db/dapur' },
      log,
    );

    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/JWT_SECRET/));
  });

  it('refuses a stored secret that is too short', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short\n');

    await expect(
      resolveJwtSecret({ jwtSecret: undefined, dataDir, databaseUrl: undefined }, fakeLog()),
    ).rejects.toThrow(/jwt-secret/);
  });

  it('keeps tokens valid across a restart of the app', async () => {
    const testDatabase = await openTestDatabase();
    const config = { ...loadConfig({}), dataDir: await tempDir() };
    try {
      const first = await buildApp({ config, database: testDatabase.database, logger: false });
      const { body } = await register(first);
      const token = await login(first, body.email);
      await first.close();

      const second = await buildApp({ config, database: testDatabase.database, logger: false });
      try {
        expect((await me(second, token)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await testDatabase.dispose();
    }
  });
});
