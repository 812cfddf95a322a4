import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../../apps/api/src/db/client.ts';
import { createAppServices } from './app-services.ts';
import { recordAnswer, startBareServer } from './bare.ts';
import {
  BROWSER_HEADERS,
  catalogCases,
  customerCases,
  selected,
  type BenchCase,
  type Pools,
} from './cases.ts';
import {
  measureCatalog,
  measureCeiling,
  measureCustomer,
  type RoundResult,
} from './measure-case.ts';
import type { Measurement } from './measurement.ts';
import {
  ceilingCheckouts,
  preparePools,
  prepareReaders,
  readMenu,
  roundCheckouts,
} from './prepare.ts';
import { freePort, startProcess } from './processes.ts';
import type { Settings } from './settings.ts';
import { createShopperFactory } from './shoppers.ts';
import type { BenchStorage } from './storage.ts';

export interface CaseResult {
  name: string;
  kind: BenchCase['kind'];
  /** The direct-SQL ceiling (signed-in cases), measured once, before the server's rounds. */
  ceiling?: Measurement;
  rounds: RoundResult[];
}

export interface DatabaseRun {
  database: BenchStorage['kind'];
  label: string;
  /** First start on an empty database: migrations and the demo menu. For information. */
  firstStartMs: number;
  /** Start on the existing database the rounds then run against (target ≤ 1.5 s embedded). */
  readyMs: number;
  /** Server RSS when it was ready, before any load. */
  rssAtReadyMb: number;
  cases: CaseResult[];
  /** Server RSS after each round of all cases. */
  rssAfterRoundsMb: number[];
  /** What the server got that a plain `npm start` would not have. */
  serverSettings: Record<string, string>;
}

/**
 * Every write comes from one address here; the shop's default (120 a minute per address)
 * would answer the bench 429. No sign-in or sign-up goes through the API (shoppers.ts), so
 * their limits never come into play.
 */
const LIFTED_LIMITS = { RATE_LIMIT_WRITES: '1000000000/1s' };

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverScript = path.join(repositoryRoot, 'apps/api/dist/server.js');

/**
 * The whole bench on one database:
 *  1. the server's first start creates it (migrations, demo menu), as for a new shop;
 *  2. with the server stopped (the embedded database admits one process), the bench writes
 *     its customers and measures the direct-SQL ceilings through the app's own code;
 *  3. the server starts again on that existing database (the start the 1.5 s target is
 *     for) and every case runs `rounds` times against this one process.
 */
export async function benchDatabase(
  settings: Settings,
  storage: BenchStorage,
  workDir: string,
  progress: (line: string) => void,
): Promise<DatabaseRun> {
  const jwtSecret = randomBytes(36).toString('base64url');
  const port = await freePort();
  // info is the default: the shop writes one log line per request, as in production.
  const serverSettings = { LOG_LEVEL: 'info', ...LIFTED_LIMITS };
  const env = {
    PATH: settings.path,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: jwtSecret,
    ...serverSettings,
    ...storage.serverEnv,
  };
  const startServer = () =>
    startProcess({
      args: [serverScript],
      env,
      port,
      readyPath: '/api/health',
      logFile: path.join(workDir, 'server.log'),
    });
  const customers = selected(customerCases, settings.caseFilter);
  const stretchSeconds = settings.warmupSeconds + settings.seconds;
  const ordering = customers.some((one) => one.kind === 'order');

  progress('First start: migrations and the demo menu');
  const first = await startServer();
  const menu = await readMenu(first.url).finally(() => first.stop());

  const ceilings = new Map<string, Measurement>();
  const roundPools: Pools[] = [];
  const database = await createDatabase(storage.target);
  try {
    const services = createAppServices(database.db);
    const shoppers = createShopperFactory(database.db, jwtSecret);
    progress('Preparing customers');
    const readers = await prepareReaders(shoppers, services, menu, settings.connections);
    const poolsOf = (checkouts: number) =>
      preparePools(shoppers, readers, menu, settings.connections, checkouts);
    const ceilingPools = await poolsOf(ordering ? ceilingCheckouts(stretchSeconds) : 0);
    for (const one of customers) {
      progress(`Ceiling (direct SQL): ${one.name}`);
      ceilings.set(one.name, await measureCeiling(one, services, ceilingPools, settings));
    }
    const checkouts = ordering
      ? roundCheckouts(
          ceilings.get('POST /api/orders/cart')?.perSecond ?? 0,
          stretchSeconds,
          settings.connections,
        )
      : 0;
    progress(`Preparing ${settings.rounds} round(s) of customers, ${checkouts} filled carts each`);
    for (let round = 0; round < settings.rounds; round++) {
      roundPools.push(await poolsOf(checkouts));
    }
  } finally {
    await database.close();
  }

  const server = await startServer();
  const rssAtReadyMb = server.rssMb();
  progress(`Server ready in ${server.readyMs} ms (pid ${server.pid}, ${rssAtReadyMb} MB)`);
  const catalog = selected(catalogCases(menu.foodIds[0]!, menu.categoryId), settings.caseFilter);
  const results: CaseResult[] = [
    ...catalog.map((one) => ({ name: one.name, kind: one.kind, rounds: [] })),
    ...customers.map((one) => ({
      name: one.name,
      kind: one.kind,
      ceiling: ceilings.get(one.name),
      rounds: [],
    })),
  ];
  const resultOf = (one: BenchCase) => results.find((result) => result.name === one.name)!;
  const rssAfterRoundsMb: number[] = [];
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const answers = await Promise.all(
      catalog.map((one) => recordAnswer(server.url, one.path, BROWSER_HEADERS)),
    );
    const failed = answers.find((answer) => answer.status !== 200);
    if (failed) throw new Error(`${failed.path} answered ${failed.status}, not 200.`);
    if (answers.length > 0) bare = await startBareServer(answers, workDir);

    for (let round = 0; round < settings.rounds; round++) {
      const label = `Round ${round + 1}/${settings.rounds}`;
      for (const one of catalog) {
        progress(`${label}: ${one.name}`);
        resultOf(one).rounds.push(await measureCatalog(one, server, bare!, settings));
      }
      for (const one of customers) {
        progress(`${label}: ${one.name}`);
        resultOf(one).rounds.push(await measureCustomer(one, server, roundPools[round]!, settings));
      }
      rssAfterRoundsMb.push(server.rssMb());
    }
  } finally {
    await bare?.stop();
    await server.stop();
  }

  return {
    database: storage.kind,
    label: storage.label,
    firstStartMs: first.readyMs,
    readyMs: server.readyMs,
    rssAtReadyMb,
    cases: results,
    rssAfterRoundsMb,
    serverSettings,
  };
}
