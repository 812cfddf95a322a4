import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAfterRestart } from './crash-check';
import { freshDataDir, type DataDir } from './data-dirs';
import { newShopper, orderUntilKilled, type KillPoint, type Shopper } from './order-load';
import { startServer, type ServerOptions, type ServerProcess } from './server-process';
import { ShopClient } from './shop-client';
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-postgres';

/** Customers ordering at once, each from two devices: 40 requests in flight. */
const CUSTOMERS = 20;

const KILL_POINTS: KillPoint[] = [
  { name: 'after 60 acknowledged orders', kind: 'after-acknowledged', orders: 60 },
  { name: 'at a random moment', kind: 'random-moment', maxMs: 1_500 },
  { name: 'during a burst', kind: 'burst', warmupOrders: 20, killAfterResponses: 5 },
];

const summary: string[] = [];

afterAll(() => {
  const header =
    'database   | kill point                   | 201s     | acknowledged | found | lost | duplicates | cut off (committed)    | how';
  console.log(['Crash test summary', header, ...summary].join('\n'));
});

describe.each([
  { database: 'PGlite', postgres: false },
  { database: 'PostgreSQL', postgres: true },
])('$database: killed with SIGKILL while customers order', ({ database, postgres }) => {
  const shop = new ShopClient('');
  const shoppers: Shopper[] = [];
  let foodIds: number[] = [];
  let dataDir: DataDir | undefined;
  let throwaway: ThrowawayDatabase | undefined;
  let server: ServerProcess | undefined;

  const options = (): ServerOptions => ({
    dataDir: dataDir!.path,
    ...(throwaway ? { databaseUrl: throwaway.url } : {}),
  });
  const start = async () => {
    server = await startServer(options());
    shop.baseUrl = server.url;
  };

  beforeAll(async () => {
    dataDir = await freshDataDir('crash');
    if (postgres) throwaway = await createThrowawayDatabase();
    await start();
    foodIds = (await shop.sameDayFoods()).map((food) => food.id);
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, index) => shop.newCustomer(index)),
    );
    shoppers.push(...customers.map(newShopper));
  });

  afterAll(async () => {
    if (server && !server.hasExited()) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await throwaway?.drop();
    await dataDir?.remove();
  });

  it.each(KILL_POINTS)('keeps every acknowledged order when killed $name', async (killPoint) => {
    const running = server!;
    const round = await orderUntilKilled(shop, shoppers, foodIds, killPoint, () =>
      running.kill('SIGKILL'),
    );
    expect((await running.exited).signal).toBe('SIGKILL');

    await start(); // Migrations run again on the crashed data before "ready".
    expect(await shop.health()).toBe(200);
    const check = await checkAfterRestart(shop, shoppers);

    summary.push(
      [
        database.padEnd(10),
        killPoint.name.padEnd(28),
        String(round.acknowledged).padStart(8),
        String(check.acknowledged).padStart(12),
        String(check.found).padStart(5),
        String(check.lost.length).padStart(4),
        String(check.duplicates.length).padStart(10),
        `${check.cutOff} (${check.committedCutOff})`.padStart(22),
        round.detail,
      ].join(' | '),
    );
    expect(round.problems).toEqual([]);
    expect(check.problems).toEqual([]);
    expect(check.lost).toEqual([]);
    expect(check.duplicates).toEqual([]);
    expect(check.found).toBe(check.acknowledged);
    // A kill before any response, or after the load stopped, would prove nothing.
    expect(round.acknowledged).toBeGreaterThan(0);
    expect(round.cutOff).toBeGreaterThan(0);
  });

  it('still stops cleanly with SIGTERM after the crashes', async () => {
    server!.kill('SIGTERM');
    expect(await server!.exited).toEqual({ code: 0, signal: null });
  });
});
