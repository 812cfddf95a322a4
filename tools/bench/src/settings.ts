/**
 * The bench's settings, read once from the environment (the only file that reads it).
 * docs/performance.md lists them.
 */
export interface Settings {
  /** Measured seconds per case (BENCH_SECONDS, default 10). */
  seconds: number;
  /** Seconds of the same load, not measured, before each case (BENCH_WARMUP_SECONDS; 0: none). */
  warmupSeconds: number;
  /** How often the whole set of cases runs against one server (BENCH_ROUNDS, default 3). */
  rounds: number;
  /** Concurrent connections (or workers, for the direct-SQL ceilings): the 50. */
  connections: number;
  /** Only cases whose name contains one of these words (BENCH_CASES=foods,cart); empty: all. */
  caseFilter: string[];
  /** A PostgreSQL server to bench on instead of the embedded database (BENCH_DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Exit with 1 when a target is missed (BENCH_STRICT=1); otherwise the exit code is 0. */
  strict: boolean;
  /** Folder for <database>.json (BENCH_RESULTS); by default the committed tools/bench/results. */
  resultsDir: string | undefined;
  /** PATH for the processes the bench starts; nothing else of this shell reaches them. */
  path: string;
}

export const CONNECTIONS = 50;

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // autocannon ends a stretch on its once-a-second tick: a shorter case would not be shorter.
  const seconds = numberOf(env, 'BENCH_SECONDS', 10, { min: 1 });
  return {
    seconds,
    // A third of the case, at most 3 s: enough for the JIT and the pools to settle. 0: none.
    warmupSeconds: numberOf(env, 'BENCH_WARMUP_SECONDS', Math.min(3, seconds / 3), { min: 0 }),
    rounds: numberOf(env, 'BENCH_ROUNDS', 3, { min: 1, whole: true }),
    connections: CONNECTIONS,
    caseFilter: (env.BENCH_CASES ?? '')
      .split(',')
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean),
    databaseUrl: env.BENCH_DATABASE_URL?.trim() || undefined,
    strict: env.BENCH_STRICT === '1',
    resultsDir: env.BENCH_RESULTS?.trim() || undefined,
    path: env.PATH ?? '/usr/bin:/bin',
  };
}

function numberOf(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min, whole = false }: { min: number; whole?: boolean },
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || (whole && !Number.isInteger(value))) {
    const kind = whole ? 'a whole number' : 'a number';
    throw new Error(`${name} must be ${kind} of at least ${min}, not "${text}".`);
  }
  return value;
}

/** The settings as the bench prints them and keeps them in the results. */
export function describeSettings(settings: Settings): string {
  const filter = settings.caseFilter.length
    ? `, cases matching ${settings.caseFilter.join('|')}`
    : '';
  return (
    `${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ` +
    `${settings.seconds} s measured per case, ${settings.rounds} round(s)${filter}`
  );
}
