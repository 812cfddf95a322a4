import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type Database } from '../../../apps/api/src/db/client.ts';
import { BENCH_SHOP_NOW, createAppServices } from './app-services.ts';
import { startBareCartServer } from './bare-cart.ts';
import { recordAnswer, startBareServer } from './bare.ts';
import {
  CATALOG_HEADERS,
  catalogCases,
  customerCases,
  selected,
  type BenchCase,
  type CustomerCase,
  type Pools,
  type Reference,
} from './cases.ts';
import { measureCatalog, measureCustomer, type RoundResult } from './measure-case.ts';
import { checkoutsPerRound, preparePools, prepareReaders, readMenu, type Menu } from './prepare.ts';
import { freePort, startProcess, type ServerProcess } from './processes.ts';
import type { Settings } from './settings.ts';
import { createShopperFactory } from './shoppers.ts';
import type { BenchStorage } from './storage.ts';
import { openTwin } from './twin.ts';

export interface CaseResult {
  name: string;
  kind: BenchCase['kind'];
  reference: Reference;
  rounds: RoundResult[];
}

/** How many times the server starts on the existing database; the median is judged. */
const READY_STARTS = 3;

export interface DatabaseRun {
  database: BenchStorage['kind'];
  label: string;
  /** First start on an empty database: migrations and the demo menu. For information. */
  firstStartMs: number;
  /**
   * Starts on the existing database, oldest first: the last is the process the rounds run
   * against. The target (≤ 1.5 s embedded) is judged on their median: one start on a shared
   * machine is one sample of its noise.
   */
  readyMs: number[];
  /** Server RSS when it was ready, before any load. */
  rssAtReadyMb: number;
  cases: CaseResult[];
  /** Server RSS after each round of all cases. */
  rssAfterRoundsMb: number[];
  /** What the server got that a plain `npm start` would not have. */
  serverSettings: Record<string, string>;
  /** The headers of every catalog request, as nginx passes a browser's call on. */
  catalogHeaders: Record<string, string>;
}

/**
 * Every write comes from one address here; the shop's default (120 a minute per address)
 * would answer the bench 429. No sign-in or sign-up goes through the API (shoppers.ts), so
 * their limits never come into play.
 */
const LIFTED_LIMITS = { RATE_LIMIT_WRITES: '1000000000/1s' };

/**
 * As behind the nginx of a real deployment: the catalog requests carry its X-Forwarded-For
 * and X-Forwarded-Proto (cases.ts), which the shop then reads as production does.
 */
const BEHIND_PROXY = { TRUST_PROXY: '1' };

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverScript = path.join(repositoryRoot, 'apps/api/dist/server.js');

/**
 * The whole bench on one database:
 *  1. the server's first start creates it (migrations, demo menu), as for a new shop;
 *  2. with the server stopped (the embedded database admits one process), the bench writes
 *     its customers for every round, then copies the database: the twin for the ceilings;
 *  3. the server starts again on the existing database (the start the 1.5 s target is
 *     for) and every case runs `rounds` times against this one process, each followed by
 *     its reference: the bare server, the same services on the twin in the bench's process,
 *     or for GET /api/cart a bare server running its queries on the twin, then those services.
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
  const serverSettings = {
    LOG_LEVEL: 'info',
    ...LIFTED_LIMITS,
    ...BEHIND_PROXY,
    SHOP_NOW: BENCH_SHOP_NOW,
  };
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

  progress('First start: migrations and the demo menu');
  const first = await startServer();
  const menu = await readMenu(first.url).finally(() => first.stop());

  progress('Preparing customers');
  const roundPools = await prepareCustomers(storage, settings, menu, jwtSecret, customers);
  const twin = customers.length > 0 ? await openTwin(await storage.twin()) : undefined;

  progress(`Starting the server ${READY_STARTS} times on the existing database`);
  const earlierStarts: number[] = [];
  for (let start = 1; start < READY_STARTS; start++) {
    const trial = await startServer();
    earlierStarts.push(trial.readyMs);
    await trial.stop();
  }

  let server: ServerProcess | undefined;
  let bare: ServerProcess | undefined;
  try {
    server = await startServer();
    const rssAtReadyMb = server.rssMb();
    progress(`Server ready in ${server.readyMs} ms (pid ${server.pid}, ${rssAtReadyMb} MB)`);
    const catalog = selected(catalogCases(menu.foodIds[0]!, menu.categoryId), settings.caseFilter);
    const answers = await Promise.all(
      catalog.map((one) => recordAnswer(server!.url, one.path, CATALOG_HEADERS)),
    );
    const failed = answers.find((answer) => answer.status !== 200);
    if (failed) throw new Error(`${failed.path} answered ${failed.status}, not 200.`);
    if (answers.length > 0) bare = await startBareServer(answers, workDir);

    const startBareCart = () => startBareCartServer(twin!.target, jwtSecret, workDir);
    const results: CaseResult[] = [...catalog, ...customers].map((one) => ({
      name: one.name,
      kind: one.kind,
      reference: one.reference,
      rounds: [],
    }));
    const resultOf = (one: BenchCase) => results.find((result) => result.name === one.name)!;
    const rssAfterRoundsMb: number[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      const label = `Round ${round + 1}/${settings.rounds}`;
      for (const one of catalog) {
        progress(`${label}: ${one.name}`);
        resultOf(one).rounds.push(await measureCatalog(one, server, bare!, settings));
      }
      for (const one of customers) {
        progress(`${label}: ${one.name}`);
        const pools = roundPools[round]!;
        resultOf(one).rounds.push(
          await measureCustomer(one, server, twin!, pools, settings, startBareCart),
        );
      }
      rssAfterRoundsMb.push(server.rssMb());
    }

    return {
      database: storage.kind,
      label: storage.label,
      firstStartMs: first.readyMs,
      readyMs: [...earlierStarts, server.readyMs],
      rssAtReadyMb,
      cases: results,
      rssAfterRoundsMb,
      serverSettings,
      catalogHeaders: CATALOG_HEADERS,
    };
  } finally {
    await bare?.stop();
    await server?.stop();
    await twin?.close();
  }
}

/**
 * Written while no server runs (the embedded database admits one process): 50 readers and,
 * for each round, cart writers and customers with a filled cart each (none without
 * signed-in cases). The twin copies them all, so the shop and its ceiling use the same ones.
 */
async function prepareCustomers(
  storage: BenchStorage,
  settings: Settings,
  menu: Menu,
  jwtSecret: string,
  customers: CustomerCase[],
): Promise<Pools[]> {
  if (customers.length === 0) return [];
  const database: Database = await createDatabase(storage.target);
  try {
    const services = createAppServices(database.db);
    const shoppers = createShopperFactory(database.db, jwtSecret);
    const readers = await prepareReaders(shoppers, services, menu, settings.connections);
    const ordering = customers.some((one) => one.kind === 'order');
    const checkouts = ordering ? checkoutsPerRound(settings.warmupSeconds + settings.seconds) : 0;
    const pools: Pools[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      pools.push(await preparePools(shoppers, readers, menu, settings.connections, checkouts));
    }
    return pools;
  } finally {
    await database.close();
  }
}
