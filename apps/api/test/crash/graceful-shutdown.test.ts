import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock';
import { freshDataDir } from './data-dirs';
import { acceptsConnections, startSlowPost } from './raw-http';
import { startServer, type LogLine, type ServerProcess } from './server-process';
import { deliveryFor, ShopClient } from './shop-client';

const SIGNUPS = 6;
const REFUSAL_DEADLINE_MS = 5_000;

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const isIncoming = (url: string) => (line: LogLine) =>
  line.msg === 'request received' && line.url === url;

it('on SIGTERM finishes the requests in flight, refuses new connections, closes the database and exits 0', async () => {
  const folder = await freshDataDir('sigterm');
  cleanup.push(folder.remove);
  const dataDir = folder.path;
  // At trace level the server logs each request as it arrives.
  const server = await startServer({ dataDir, logLevel: 'trace' });
  cleanup.push(() => stop(server));
  const shop = new ShopClient(server.url);
  const customer = await shop.newCustomer(0);
  const [food] = await shop.foods();

  // An order whose body is still arriving when the signal comes.
  const key = 'crash-sigterm-order';
  const slowOrder = startSlowPost(
    `${server.url}/api/orders/direct`,
    { authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
    { ...deliveryFor(key), food_id: food!.id, quantity: 2 },
  );
  // Sign-ups take tens of milliseconds of scrypt each; sent together, just before the signal.
  const signups = Array.from({ length: SIGNUPS }, (_, index) => shop.register(index + 1));
  let registrations = 0;
  await server.waitForLog(isIncoming('/api/orders/direct'));
  await server.waitForLog(
    (line) => isIncoming('/api/auth/register')(line) && ++registrations === SIGNUPS,
  );

  server.kill('SIGTERM');
  await server.waitForLog((line) => line.msg === 'Shutting down');
  const signalledAt = Date.now();
  while (await acceptsConnections(server.url)) {
    if (Date.now() - signalledAt > REFUSAL_DEADLINE_MS)
      throw new Error('Still accepting connections');
    await setTimeout(20);
  }
  expect(server.hasExited()).toBe(false); // Refused by a live server that is finishing its work.

  const ordered = await slowOrder.finish();
  expect(ordered.status).toBe(201);
  const newcomers = await Promise.all(signups);
  expect(newcomers).toHaveLength(SIGNUPS);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

  const restarted = await startServer({ dataDir });
  cleanup.push(() => stop(restarted));
  shop.baseUrl = restarted.url;
  expect(await shop.orders(customer)).toEqual([ordered.body.data]);
  expect(await shop.login(newcomers[SIGNUPS - 1]!.email, newcomers[SIGNUPS - 1]!.ip)).toMatch(
    /^ey/,
  );
});

async function stop(server: ServerProcess): Promise<void> {
  if (server.hasExited()) return;
  server.kill('SIGTERM');
  await server.exited;
}
