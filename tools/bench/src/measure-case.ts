import { CATALOG_HEADERS, type CatalogCase, type CustomerCase, type Pools } from './cases.ts';
import { runDirect } from './direct.ts';
import { runHttp, type HttpLoad } from './load.ts';
import type { Measurement } from './measurement.ts';
import type { ServerProcess } from './processes.ts';
import type { Settings } from './settings.ts';
import type { Twin } from './twin.ts';

/**
 * One case in one round: the shop, its RSS right after, and its reference (the case's
 * `reference`), measured right after the shop so that both see the same machine: on a
 * shared one, minutes apart is another machine.
 */
export interface RoundResult {
  app: Measurement;
  rssMb: number;
  /** What the ratio is taken against. */
  reference: Measurement;
  /** The direct-SQL ceiling of a case whose reference is another, measured after it: information. */
  ceiling?: Measurement;
}

export async function measureCatalog(
  one: CatalogCase,
  server: ServerProcess,
  bare: ServerProcess,
  settings: Settings,
): Promise<RoundResult> {
  const load: HttpLoad = { method: 'GET', path: one.path, headers: CATALOG_HEADERS };
  const app = await measureHttp(server, load, settings);
  const rssMb = server.rssMb();
  const reference = await measureHttp(bare, load, settings);
  return { app, rssMb, reference };
}

/**
 * The shop on its database, then its reference: the same services on the twin, or a bare
 * server running the call's queries on the twin, followed by those services for information.
 * Each goes through the round's pools from their start.
 */
export async function measureCustomer(
  one: CustomerCase,
  server: ServerProcess,
  twin: Twin,
  pools: Pools,
  settings: Settings,
  startBare: () => Promise<ServerProcess>,
): Promise<RoundResult> {
  if (one.reference === 'direct SQL') {
    const app = await measureHttp(server, one.http(pools), settings);
    const rssMb = server.rssMb();
    return { app, rssMb, reference: await measureDirect(one, twin, pools, settings) };
  }
  // Started before the shop's stretch, so that its own follows the shop's at once, and
  // stopped before the ceiling's: an embedded twin admits one process at a time.
  const { app, rssMb, reference } = await twin.lend(async () => {
    const bare = await startBare();
    try {
      const app = await measureHttp(server, one.http(pools), settings);
      const rssMb = server.rssMb();
      return { app, rssMb, reference: await measureHttp(bare, one.http(pools), settings) };
    } finally {
      await bare.stop();
    }
  });
  const ceiling = await measureDirect(one, twin, pools, settings);
  return { app, rssMb, reference, ceiling };
}

/** autocannon against a server the bench started, its CPU per answer from /proc. */
function measureHttp(
  server: ServerProcess,
  load: HttpLoad & { remaining?: () => number },
  settings: Settings,
): Promise<Measurement> {
  return warmThenMeasure(
    settings,
    (seconds) =>
      runHttp(
        server.url,
        { ...load, ...(load.remaining && { maxRequests: load.remaining() }) },
        options(settings, seconds),
      ),
    server.cpuMs,
  );
}

/** The case's services on the twin, in the bench's process, whose CPU is theirs. */
async function measureDirect(
  one: CustomerCase,
  twin: Twin,
  pools: Pools,
  settings: Settings,
): Promise<Measurement> {
  const services = twin.services();
  const { operation, remaining } = one.direct(services, pools);
  const measured = await warmThenMeasure(
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
  return measured;
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
