import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './server-process';
import { ShopClient } from './shop-client';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'dapur-private-'));
  // Open to everyone, as a shared /srv or a home folder may be.
  await chmod(folder, 0o755);
  folders.push(folder);
  return folder;
}

/** Every folder and file below `root` (itself included) with its permission bits. */
async function modesUnder(
  root: string,
): Promise<{ path: string; mode: number; folder: boolean }[]> {
  const found = [];
  // A running database may remove a file between the listing and its stat.
  const stats = await stat(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!stats) return [];
  found.push({ path: root, mode: stats.mode & 0o777, folder: stats.isDirectory() });
  if (stats.isDirectory()) {
    for (const entry of await readdir(root))
      found.push(...(await modesUnder(path.join(root, entry))));
  }
  return found;
}

/** Waits for the first file in `folder`, however long the server takes to write it. */
async function untilFileIn(folder: string): Promise<void> {
  while ((await readdir(folder).catch(() => [])).length === 0) await sleep(50);
}

function expectPrivate(entries: { path: string; mode: number; folder: boolean }[]) {
  const open = entries.filter(({ mode, folder }) => mode !== (folder ? 0o700 : 0o600));
  expect(open.map(({ path: where, mode }) => `${mode.toString(8)} ${where}`)).toEqual([]);
}

/** Another user of the machine must not read the password hashes or write to the database. */
describe('the data folder (embedded database)', () => {
  it('is created 0700 with its parents, and every file the server writes is 0600, while it runs and after', async () => {
    const parent = await tempFolder();
    const dataDir = path.join(parent, 'dapur', 'data');
    const server = await startServer({ dataDir });
    const shop = new ShopClient(server.url);
    // A customer, an order and a reset email: the database, its WAL and the outbox all written.
    const customer = await shop.newCustomer(0);
    await shop.orderDirect(customer, 'pesanan-1', 3, 1);
    const forgot = shop.call('POST', '/api/auth/forgot-password', {
      ip: customer.ip,
      body: { email: customer.email },
    });
    await shop.expect(200, forgot, 'forgot password');
    // The email is written after the response.
    await untilFileIn(path.join(dataDir, 'outbox'));

    const running = await modesUnder(path.join(parent, 'dapur'));
    server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const stopped = await modesUnder(path.join(parent, 'dapur'));

    expect(running.length).toBeGreaterThan(100);
    expect(running.map((entry) => path.basename(entry.path))).toEqual(
      expect.arrayContaining(['jwt-secret', 'PG_VERSION', 'outbox', 'dapur-server.lock']),
    );
    expect(running.some((entry) => entry.path.endsWith('.eml'))).toBe(true);
    expectPrivate(running);
    expectPrivate(stopped);
  });

  it('is made private at start when it was not, with a line in the log', async () => {
    const dataDir = path.join(await tempFolder(), 'data');
    await mkdir(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(path.join(dataDir, 'outbox', 'old.eml'), 'Kode reset Anda: 123456', {
      mode: 0o644,
    });

    const server = await startServer({ dataDir });
    const notice = await server.waitForLog((line) =>
      String(line.msg).startsWith('DATA_DIR was readable'),
    );
    server.kill('SIGTERM');
    await server.exited;

    expect(notice).toMatchObject({ dataDir, changed: 3 });
    expectPrivate(await modesUnder(dataDir));
  });
});
