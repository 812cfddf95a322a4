import type { AppServices } from './app-services.ts';
import { BROWSER_HEADERS, type CatalogCase, type CustomerCase, type Pools } from './cases.ts';
import { runDirect } from './direct.ts';
import { runHttp } from './load.ts';
import type { Measurement } from './measurement.ts';
import type { ServerProcess } from './processes.ts';
import type { Settings } from './settings.ts';

/** One case in one round: the shop, its RSS right after, and the bare server for catalog reads. */
export interface RoundResult {
  app: Measurement;
  rssMb: number;
  bare?: Measurement;
}

/**
 * Each stretch of load is preceded by the same load for the warm-up seconds, not measured:
 * the JIT, the connection pools and the database's caches settle first.
 */
export async function measureCeiling(
  one: CustomerCase,
  services: AppServices,
  pools: Pools,
  settings: Settings,
): Promise<Measurement> {
  const { operation, remaining } = one.direct(services, pools);
  const stretch = (seconds: number) =>
    runDirect(operation, {
      connections: settings.connections,
      seconds,
      ...(remaining && { maxOperations: remaining() }),
    });
  if (settings.warmupSeconds > 0) await stretch(settings.warmupSeconds);
  const measured = await stretch(settings.seconds);
  await services.settled();
  return measured;
}

/** The shop, then the bare server, right after each other so both see the same machine. */
export async function measureCatalog(
  one: CatalogCase,
  server: ServerProcess,
  bare: ServerProcess,
  settings: Settings,
): Promise<RoundResult> {
  const load = { method: 'GET' as const, path: one.path, headers: BROWSER_HEADERS };
  const options = { connections: settings.connections, seconds: settings.warmupSeconds };
  if (settings.warmupSeconds > 0) await runHttp(server.url, load, options);
  const app = await runHttp(server.url, load, { ...options, seconds: settings.seconds });
  const rssMb = server.rssMb();
  if (settings.warmupSeconds > 0) await runHttp(bare.url, load, options);
  const reference = await runHttp(bare.url, load, { ...options, seconds: settings.seconds });
  return { app, rssMb, bare: reference };
}

export async function measureCustomer(
  one: CustomerCase,
  server: ServerProcess,
  pools: Pools,
  settings: Settings,
): Promise<RoundResult> {
  const load = one.http(pools);
  const stretch = (seconds: number) =>
    runHttp(
      server.url,
      { ...load, ...(load.remaining && { maxRequests: load.remaining() }) },
      { connections: settings.connections, seconds },
    );
  if (settings.warmupSeconds > 0) await stretch(settings.warmupSeconds);
  const app = await stretch(settings.seconds);
  return { app, rssMb: server.rssMb() };
}
