import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock';
import { freshDataDir, type DataDir } from './data-dirs';
import { runServerUntilExit, startServer, type ServerProcess } from './server-process';
import { ShopClient } from './shop-client';

describe('one server per data folder (embedded database)', () => {
  let folder: DataDir | undefined;
  let dataDir = '';
  let lockFile = '';
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    folder = await freshDataDir('single-writer');
    dataDir = folder.path;
    lockFile = path.join(dataDir, LOCK_FILE_NAME);
  });

  afterAll(async () => {
    for (const server of servers.filter((running) => !running.hasExited())) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await folder?.remove();
  });

  it('refuses a second server on the same DATA_DIR, saying which process holds it', async () => {
    const first = await startServer({ dataDir });
    servers.push(first);

    const second = await runServerUntilExit({ dataDir });

    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      `Another Dapur server is already using the data folder ${dataDir} (process ${first.pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(await new ShopClient(first.url).health()).toBe(200);
  });

  it('starts on the data of a killed server despite the lock it left, and frees it on SIGTERM', async () => {
    const first = servers[0]!;
    const shop = new ShopClient(first.url);
    const customer = await shop.newCustomer(0);
    first.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockFile)).toBe(true);

    const next = await startServer({ dataDir });
    servers.push(next);
    shop.baseUrl = next.url;

    expect(await shop.login(customer.email, customer.ip)).toMatch(/^ey/);
    next.kill('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile)).toBe(false);
  });
});
