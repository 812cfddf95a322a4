// `npm run perf:web`: Lighthouse (mobile and desktop) against the built shop on a fresh demo
// data folder, then the first tap on an untouched page with Playwright; prints the tables,
// writes results/latest.json and each Lighthouse row's report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig, type Preset } from './src/config.ts';
import {
  figuresOf,
  median,
  medianFigures,
  medianRunIndex,
  missedTargets,
  targetsFor,
} from './src/figures.ts';
import { findingsOf } from './src/findings.ts';
import { measureFirstTaps, type TapResult } from './src/first-tap.ts';
import {
  BLOCKED_URL_PATTERNS,
  SCRIPT_URL_PATTERNS,
  CHROME_FLAGS,
  runLighthouse,
  type LighthouseRun,
  type Session,
} from './src/lighthouse-run.ts';
import {
  firstDemoFoodId,
  isSignedIn,
  pagePath,
  signedInCustomer,
  type PageName,
} from './src/pages.ts';
import { explanations, table, tapTable, type Row } from './src/report.ts';
import { startShop } from './src/server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsDir = fileURLToPath(new URL('results', import.meta.url));
const load = () => loadavg().map((value) => Number(value.toFixed(2)));

const config = readConfig();
const loadAtStart = load();
const shop = await startShop(root);
process.once('SIGINT', () => void shop.stop().then(() => process.exit(130)));

/** The first tap is judged on the median of this many new visitors. */
const TAP_TRIES = 5;
/** The response to the first tap on a settled page must be on screen within this. */
const TAP_TARGET_MS = 150;

const blocked = config.noScripts
  ? [...BLOCKED_URL_PATTERNS, ...SCRIPT_URL_PATTERNS]
  : BLOCKED_URL_PATTERNS;

let rows: Row[];
let taps: TapResult[];
const versions = { lighthouse: '', userAgent: '' };
try {
  const foodId = await firstDemoFoodId(shop.baseUrl);
  const session: Session | undefined = config.pages.some(isSignedIn)
    ? { token: await signedInCustomer(shop.baseUrl, foodId) }
    : undefined;
  const cases = config.pages.flatMap((page) =>
    config.presets.map((preset) => ({ page, preset, url: shop.baseUrl + pagePath(page, foodId) })),
  );
  // A customer meets a server that has responded before: its first responses are not measured.
  for (const { url } of cases) await fetch(url).then((response) => response.arrayBuffer());

  console.log(
    `Lighthouse on ${shop.baseUrl}: ${config.pages.length} page(s) × ${config.presets.length} preset(s), ${config.runs} run(s) each` +
      ` (load average ${loadAtStart.join(' ')} on ${cpus().length} cores).` +
      `\nOutside hosts are blocked (blockedUrlPatterns ${blocked.join(', ')}).` +
      (config.noScripts
        ? '\nPERF_NO_SCRIPTS=1: the pages without their JavaScript; no first tap.'
        : ''),
  );
  const runs = new Map<string, LighthouseRun[]>();
  const total = cases.length * config.runs;
  let done = 0;
  // Round by round, so that a burst of load on the shared machine touches one run of many
  // pages rather than every run of one.
  for (let round = 0; round < config.runs; round++) {
    for (const { page, preset, url } of cases) {
      const run = await runLighthouse(
        url,
        preset,
        config.chromePath,
        isSignedIn(page) ? session : undefined,
        blocked,
      );
      const key = `${page} ${preset}`;
      runs.set(key, [...(runs.get(key) ?? []), run]);
      const figures = figuresOf(run.lhr);
      console.log(
        `[${++done}/${total}] ${key}: performance ${figures.scores.performance.toFixed(2)},` +
          ` LCP ${(figures.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(figures.tbtMs)} ms`,
      );
    }
  }

  mkdirSync(join(resultsDir, 'reports'), { recursive: true });
  rows = cases.map(({ page, preset, url }) => {
    const pageRuns = runs.get(`${page} ${preset}`) ?? [];
    const figures = pageRuns.map((run) => figuresOf(run.lhr));
    const representative = pageRuns[medianRunIndex(figures)];
    if (!representative) throw new Error(`No run of ${page} ${preset}`);
    versions.lighthouse = representative.lhr.lighthouseVersion;
    versions.userAgent = representative.lhr.environment.hostUserAgent;
    const report = `results/reports/${reportName(page, preset)}`;
    writeFileSync(join(resultsDir, '..', `${report}.html`), representative.html);
    writeFileSync(join(resultsDir, '..', `${report}.json`), JSON.stringify(representative.lhr));
    const median = medianFigures(figures);
    return {
      page,
      url,
      preset,
      runs: figures,
      median,
      missed: missedTargets(preset, page, median),
      findings: findingsOf(representative.lhr),
      report: `tools/perf-web/${report}.html`,
    };
  });

  if (config.noScripts) {
    taps = [];
  } else {
    console.log(
      `\nThe first tap on an untouched page, ${TAP_TRIES} new visitors each (Playwright, CPU 4× slower).`,
    );
    taps = await measureFirstTaps(shop.baseUrl, config.chromePath, TAP_TRIES);
  }
} finally {
  await shop.stop();
}

/** Every tap gets a response; the first tap on a settled page within its target, as a median. */
const tapMisses = taps.flatMap((tap) => {
  const misses = tap.lost > 0 ? [`${tap.name} (${tap.moment}): ${tap.lost} tap(s) lost`] : [];
  if (tap.moment === 'settled' && (tap.medianMs === null || tap.medianMs > TAP_TARGET_MS)) {
    misses.push(`${tap.name} (settled): median above ${TAP_TARGET_MS} ms`);
  }
  return misses;
});

const failing = rows.filter((row) => row.missed.length > 0);
const pass = failing.length === 0 && tapMisses.length === 0;
const benchmarks = rows.flatMap((row) => row.runs.map((run) => Math.round(run.benchmarkIndex)));
const outside = [...new Set(rows.flatMap((row) => row.findings.outsideRequests))];
const summary = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: load(),
  },
  node: process.version,
  lighthouse: versions.lighthouse,
  chromium: { path: config.chromePath, userAgent: versions.userAgent },
  chromeFlags: CHROME_FLAGS,
  blockedUrlPatterns: blocked,
  noScripts: config.noScripts,
  runsPerPage: config.runs,
  targets: Object.fromEntries(
    config.pages.map((page) => [
      page,
      { mobile: targetsFor('mobile', page), desktop: targetsFor('desktop', page) },
    ]),
  ),
  firstTap: { tries: TAP_TRIES, targetMs: TAP_TARGET_MS, results: taps, misses: tapMisses },
  pass,
  rows,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log(
  `\nMedian of ${config.runs} run(s) per row; targets: performance on mobile ≥ 0.95 (a visitor) and ≥ 0.90 (a signed-in customer), accessibility, best practices and SEO 1.00.\n`,
);
console.log(table(rows));
if (!config.noScripts) {
  console.log(
    `\nThe first tap, touch to the response on screen (median of ${TAP_TRIES}; target ≤ ${TAP_TARGET_MS} ms on a settled page, no tap lost):\n`,
  );
  console.log(tapTable(taps));
}
if (tapMisses.length > 0) console.log(`\nMissed: ${tapMisses.join('; ')}`);
if (outside.length > 0) {
  console.log(`\nBlocked outside requests (not measured): ${outside.join(', ')}`);
}
console.log(
  `\nLighthouse's CPU benchmark during the runs: ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}` +
    ` (median ${median(benchmarks)}); below 1000 this machine is slower than Lighthouse's` +
    ` reference, and TBT and the mobile score come out worse than on an idle machine.`,
);
if (failing.length > 0) console.log(`\nWhat cost the points:\n\n${explanations(failing)}`);
console.log(
  `\nSummary: tools/perf-web/results/latest.json; reports: tools/perf-web/results/reports/`,
);

if (config.strict && !pass) {
  console.error(`\nPERF_STRICT=1: ${failing.length + tapMisses.length} target(s) missed.`);
  process.exitCode = 1;
}

function reportName(page: PageName, preset: Preset): string {
  const slug =
    page === '/'
      ? 'home'
      : page
          .slice(1)
          .replace(/[^a-z]+/g, '-')
          .replace(/-+$/, '');
  return `${slug}-${preset}`;
}
