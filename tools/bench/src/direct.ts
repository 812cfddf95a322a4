import { performance } from 'node:perf_hooks';
import { measurement, percentile, type Measurement } from './measurement.ts';

/** One request's database work, without HTTP. */
export type Operation = () => Promise<unknown>;

export interface DirectOptions {
  /** Workers running at once: the same number as the HTTP connections. */
  connections: number;
  seconds: number;
  /** At most this many operations (one per prepared cart); the stretch ends when they are done. */
  maxOperations?: number;
}

/**
 * The ceiling for a case: `connections` workers in this process, each starting its next
 * operation as soon as the last one ends, like autocannon's connections, through the same
 * driver and pool the server uses. An operation that throws counts as an error.
 */
export async function runDirect(
  operation: Operation,
  options: DirectOptions,
): Promise<Measurement> {
  const { connections, seconds, maxOperations = Infinity } = options;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  async function worker(): Promise<void> {
    while (performance.now() < deadline && next < maxOperations) {
      next++;
      const begun = performance.now();
      try {
        await operation();
      } catch (error) {
        const name = (error as { code?: string }).code ?? (error as Error).name;
        failures[name] = (failures[name] ?? 0) + 1;
      }
      latencies.push(performance.now() - begun);
    }
  }

  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const errors = Object.values(failures).reduce((sum, count) => sum + count, 0);
  return measurement({
    completed: latencies.length,
    seconds: Math.round(elapsed * 100) / 100,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
    outcomes: { ok: latencies.length - errors, ...failures },
    ...(next >= maxOperations &&
      elapsed < seconds * 0.95 && {
        endedEarly: `all ${maxOperations} prepared operations were done after ${elapsed.toFixed(1)} s`,
      }),
  });
}
