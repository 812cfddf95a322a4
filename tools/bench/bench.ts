/**
 * The API benchmark of issue 13: the built server under autocannon, each case next to this
 * machine's own limit for it, measured in the same run (docs/performance.md).
 *
 *   npm run bench                                   (embedded database)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench
 *   npm run bench:smoke                             (1 s per case, 1 round: that it works)
 *
 * Prints a table per round and the targets, and writes results/<database>.json (or into
 * BENCH_RESULTS). Exit code 0 even when a target is missed, unless BENCH_STRICT=1.
 */
import { copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfStale, buildWebIfStale } from '../../scripts/build-if-stale.mjs';
import { describeMachine, loadAverage, readMachine } from './src/machine.ts';
import { checks, formatRun } from './src/report.ts';
import { benchDatabase } from './src/run-database.ts';
import { describeSettings, readSettings } from './src/settings.ts';
import { embeddedStorage, postgresStorage, type BenchStorage } from './src/storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const settings = readSettings();
const resultsDir = path.resolve(settings.resultsDir ?? path.join(here, 'results'));
const machine = readMachine();
const progress = (line: string) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

console.log(
  `Dapur API benchmark\nMachine: ${describeMachine(machine)}\nSettings: ${describeSettings(settings)}`,
);

// The server measured is the one `npm start` runs: the built bundle, rebuilt if its sources changed.
buildWebIfStale();
buildApiIfStale('apps/api/dist/server.js');

// Beside the repository, not in /tmp: that is often a RAM disk, where the embedded
// database's flushes to disk (docs/decisions/014) would cost nothing.
await mkdir(path.join(here, 'work'), { recursive: true });
const workDir = await mkdtemp(path.join(here, 'work', 'run-'));
let storage: BenchStorage | undefined;
const cleanUp = async () => {
  await storage?.dispose();
  await rm(workDir, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  progress('Interrupted: dropping the bench database and work folder');
  void cleanUp().finally(() => process.exit(130));
});

try {
  storage = settings.databaseUrl
    ? await postgresStorage(settings.databaseUrl, workDir)
    : embeddedStorage(workDir);
  const run = await benchDatabase(settings, storage, workDir, progress);
  machine.loadAtEnd = loadAverage();
  const verdicts = checks(run);
  console.log(formatRun(run, verdicts));
  console.log(`\nMachine at the end: ${describeMachine(machine)}`);

  await mkdir(resultsDir, { recursive: true });
  const resultsFile = path.join(resultsDir, `${run.database}.json`);
  const { path: _path, resultsDir: _resultsDir, databaseUrl, ...chosen } = settings;
  const results = {
    measuredAt: new Date().toISOString(),
    machine,
    // Committed: a password in the URL stays out.
    settings: { ...chosen, database: databaseUrl ? withoutPassword(databaseUrl) : 'embedded' },
    run,
    checks: verdicts,
  };
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), resultsFile)}`);

  // The server's own log (one line per request) says what went wrong; kept only then.
  const missed = verdicts.some((verdict) => verdict.pass === false);
  const errors = verdicts.find((verdict) => verdict.check.startsWith('errors'))?.pass === false;
  if (errors && (await stat(path.join(workDir, 'server.log')).catch(() => undefined))) {
    const kept = path.join(resultsDir, `server-${run.database}.log`);
    await copyFile(path.join(workDir, 'server.log'), kept);
    console.log(`Server log of the run: ${path.relative(process.cwd(), kept)}`);
  }
  process.exitCode = settings.strict && missed ? 1 : 0;
} finally {
  await cleanUp();
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}
