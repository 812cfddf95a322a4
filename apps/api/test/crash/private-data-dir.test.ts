import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  const stats = await stat(root);
  found.push({ path: root, mode: stats.mode & 0o777, folder: stats.isDirectory() });
  if (stats.isDirectory()) {
    for (const entry of await readdir(root))
      found.push(...(await modesUnder(path.join(root, entry))));
  }
  return found;
}

function expectPrivate(entries: { path: string; mode: number; folder: boolean }[]) {
  const open = entries.filter(({ mode, folder }) => mode !== (folder ? 0o700 : 0o600));
  expect(open.map(({ path: where, mode }) => `${mode.toString(8)} ${where}`)).toEqual([]);
}

/** Another user of the machine must not read the password hashes or write to the database. */
describe('the data folder (embedded database)', () => {
  it('is created 0700 with its parents, and every file the server writes is 0600', async () => {
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
    server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const entries = await modesUnder(path.join(parent, 'dapur'));
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.map((entry) => path.basename(entry.path))).toEqual(
      expect.arrayContaining(['jwt-secret', 'PG_VERSION', 'outbox']),
    );
    expectPrivate(entries);
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
