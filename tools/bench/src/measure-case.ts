import type { AppServices } from './app-services.ts';
import { BROWSER_HEADERS, type CatalogCase, type CustomerCase, type Pools } from './cases.ts';
import { runDirect } from './direct.ts';
import { runHttp, type HttpLoad } from './load.ts';
import type { Measurement } from './measurement.ts';
import type { ServerProcess } from './processes.ts';
import type { Settings } from './settings.ts';

/**
 * One case in one round: the shop, its RSS right after, and its reference (the bare server
 * for catalog reads, the direct-SQL ceiling for signed-in calls), measured right after the
 * shop so that both see the same machine: on a shared one, minutes apart is another machine.
 */
export interface RoundResult {
  app: Measurement;
  rssMb: number;
  reference: Measurement;
}

export async function measureCatalog(
  one: CatalogCase,
  server: ServerProcess,
  bare: ServerProcess,
  settings: Settings,
): Promise<RoundResult> {
  const load: HttpLoad = { method: 'GET', path: one.path, headers: BROWSER_HEADERS };
  const app = await warmThenMeasure(
    settings,
    (seconds) => runHttp(server.url, load, options(settings, seconds)),
    server.cpuMs,
  );
  const rssMb = server.rssMb();
  const reference = await warmThenMeasure(
    settings,
    (seconds) => runHttp(bare.url, load, options(settings, seconds)),
    bare.cpuMs,
  );
  return { app, rssMb, reference };
}

/** The shop on its database, then the same services on the twin, each through the round's pools. */
export async function measureCustomer(
  one: CustomerCase,
  server: ServerProcess,
  services: AppServices,
  pools: Pools,
  settings: Settings,
): Promise<RoundResult> {
  const load = one.http(pools);
  const app = await warmThenMeasure(
    settings,
    (seconds) =>
      runHttp(
        server.url,
        { ...load, ...(load.remaining && { maxRequests: load.remaining() }) },
        options(settings, seconds),
      ),
    server.cpuMs,
  );
  const rssMb = server.rssMb();
  const { operation, remaining } = one.direct(services, pools);
  const reference = await warmThenMeasure(
    settings,
    (seconds) =>
      runDirect(operation, {
        ...options(settings, seconds),
        ...(remaining && { maxOperations: remaining() }),
      }),
    benchCpuMs,
  );
  // What placed orders left running (the owners' email check) ends before the next case.
  await services.settled();
  return { app, rssMb, reference };
}

const options = (settings: Settings, seconds: number) => ({
  connections: settings.connections,
  seconds,
});

/** The bench's own CPU time so far, in ms: the ceilings' workers run in this process. */
function benchCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The same load for the warm-up seconds first, not measured: the JIT, the connection pools
 * and the database's caches settle, and what the previous stretch left queued drains. The
 * measured stretch also gets the CPU time `cpuMs` counted over it, per answer: where a ratio
 * comes from, since the shop and its reference each run on one thread.
 */
async function warmThenMeasure(
  settings: Settings,
  stretch: (seconds: number) => Promise<Measurement>,
  cpuMs: () => number,
): Promise<Measurement> {
  if (settings.warmupSeconds > 0) await stretch(settings.warmupSeconds);
  const before = cpuMs();
  const measured = await stretch(settings.seconds);
  const spentMs = cpuMs() - before;
  if (measured.completed === 0) return measured;
  return { ...measured, cpuUsEach: Math.round((spentMs * 1000) / measured.completed) };
}
