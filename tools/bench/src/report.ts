import type { Reference } from './cases.ts';
import type { Measurement } from './measurement.ts';
import type { CaseResult, DatabaseRun } from './run-database.ts';

/** One target of issue 13, as measured. `pass` undefined: reported, no target. */
export interface Check {
  check: string;
  measured: string;
  target: string;
  pass?: boolean;
}

/** The ratio targets per kind of case; POST /api/cart has none in the issue, so it is shown only. */
const RATIO_TARGETS: Record<CaseResult['kind'], number | undefined> = {
  catalog: 0.6,
  read: 0.7,
  'cart-write': undefined,
  order: 0.6,
};
/**
 * GET /api/cart against the bare server running its queries: on PostgreSQL only. On the
 * embedded database the ratio is shown with no target.
 */
const BARE_QUERIES_TARGET = { postgres: 0.7, embedded: undefined };

/** How the checks name each reference. */
const VERSUS: Record<Reference, string> = {
  bare: 'bare node:http',
  'bare + queries': 'bare node:http + the same queries',
  'direct SQL': 'direct SQL',
};
const CATALOG_P99_MS = 50;
const RSS_LIMIT_MB = { embedded: 300, postgres: 150 };
const RSS_GROWTH = 0.1;
const READY_MS = 1_500;

/** The shop's req/s over its reference's (the case's `reference`) in the same round. */
export function ratios(result: CaseResult): number[] {
  return result.rounds.map(({ app, reference }) => ratio(app, reference));
}

/** The same over the direct-SQL ceiling, for a case whose reference is another. */
function ceilingRatios(result: CaseResult): number[] {
  return result.rounds.map(({ app, ceiling }) => (ceiling ? ratio(app, ceiling) : 0));
}

function ratio(app: Measurement, reference: Measurement): number {
  return reference.perSecond > 0 ? app.perSecond / reference.perSecond : 0;
}

/**
 * Verdicts over all rounds, so one lucky or unlucky round on a shared machine decides nothing:
 * the median round's ratio, the worst round's p99, the errors of every round.
 */
export function checks(run: DatabaseRun): Check[] {
  const list: Check[] = [];
  for (const result of run.cases) {
    const bareQueries = result.reference === 'bare + queries';
    const target = bareQueries ? BARE_QUERIES_TARGET[run.database] : RATIO_TARGETS[result.kind];
    const measured = median(ratios(result));
    list.push({
      check: `${result.name} ÷ ${VERSUS[result.reference]}`,
      measured: measured.toFixed(2),
      target:
        target !== undefined ? `≥ ${target.toFixed(2)}` : bareQueries ? '— (PostgreSQL only)' : '—',
      ...(target !== undefined && { pass: measured >= target }),
    });
    if (result.rounds.some((round) => round.ceiling)) {
      list.push({
        check: `${result.name} ÷ ${VERSUS['direct SQL']}`,
        measured: median(ceilingRatios(result)).toFixed(2),
        target: '— (for information)',
      });
    }
  }
  for (const result of run.cases.filter((one) => one.kind === 'catalog')) {
    const p99 = Math.max(...result.rounds.map((round) => round.app.p99Ms));
    list.push({
      check: `${result.name} p99`,
      measured: `${p99} ms`,
      target: `≤ ${CATALOG_P99_MS} ms`,
      pass: p99 <= CATALOG_P99_MS,
    });
  }
  const failing = run.cases.filter((one) => one.rounds.some((round) => round.app.errors > 0));
  const errors = run.cases
    .flatMap((one) => one.rounds)
    .reduce((sum, round) => sum + round.app.errors, 0);
  list.push({
    check: 'errors (non-2xx, socket), all cases and rounds',
    measured: errors === 0 ? '0' : `${errors} (${failing.map((one) => one.name).join(', ')})`,
    target: '0',
    pass: errors === 0,
  });
  const rss = run.rssAfterRoundsMb;
  const limit = RSS_LIMIT_MB[run.database];
  const last = rss.at(-1) ?? 0;
  list.push({
    check: 'server RSS after the run',
    measured: `${last} MB`,
    target: `≤ ${limit} MB`,
    pass: last <= limit,
  });
  // One reading per case: the garbage collector's timing moves it by tens of MB either way.
  const peak = Math.max(
    run.rssAtReadyMb,
    ...run.cases.flatMap((one) => one.rounds.map((round) => round.rssMb)),
  );
  list.push({
    check: 'server RSS: at ready, highest after a case',
    measured: `${run.rssAtReadyMb} MB, ${peak} MB`,
    target: '—',
  });
  if (rss.length >= 3) {
    const growth = (last - rss[0]!) / rss[0]!;
    list.push({
      check: `RSS growth, round 1 → ${rss.length}`,
      measured: `${(growth * 100).toFixed(1)} % (${rss.join(' → ')} MB)`,
      target: `< ${RSS_GROWTH * 100} %`,
      pass: growth < RSS_GROWTH,
    });
  } else {
    list.push({
      check: 'RSS growth over 3 rounds',
      measured: `${rss.length} round(s) run`,
      target: 'needs 3',
    });
  }
  const readyMs = median(run.readyMs);
  list.push({
    check: `ready after start on an existing database, median of ${run.readyMs.length}`,
    measured: `${readyMs} ms (${run.readyMs.join(', ')})`,
    target: run.database === 'embedded' ? `≤ ${READY_MS} ms` : '— (embedded only)',
    ...(run.database === 'embedded' && { pass: readyMs <= READY_MS }),
  });
  return list;
}

export function formatRun(run: DatabaseRun, verdicts: Check[]): string {
  const out: string[] = [];
  out.push(`\n== ${run.label}`);
  out.push(
    `Server: node apps/api/dist/server.js, ${Object.entries(run.serverSettings)
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')} (writes limit lifted: every request comes from one address; ` +
      `TRUST_PROXY=1: behind one proxy, as a real deployment is behind nginx).`,
  );
  out.push(
    `Catalog requests carry ${Object.entries(run.catalogHeaders)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ')}.`,
  );
  out.push(
    `Ready ${run.firstStartMs} ms after its first start (empty database: migrations, demo menu); ` +
      `${run.readyMs.join(', ')} ms after its starts on the existing database; ` +
      `${run.rssAtReadyMb} MB RSS at the last, which the rounds run against.`,
  );

  const rounds = Math.max(0, ...run.cases.map((one) => one.rounds.length));
  for (let round = 0; round < rounds; round++) {
    out.push(
      `\nRound ${round + 1} of ${rounds} (RSS after the round: ${run.rssAfterRoundsMb[round]} MB)`,
    );
    out.push(
      table(
        [
          'case',
          'req/s',
          'p50',
          'p99',
          'errors',
          'RSS',
          'CPU/req',
          'reference',
          'ref req/s',
          'ref p99',
          'ref CPU',
          'ratio',
        ],
        run.cases.flatMap((one) => {
          const { app, rssMb, reference, ceiling } = one.rounds[round]!;
          const row = [
            one.name,
            ...figures(app),
            `${rssMb} MB`,
            cpuEach(app),
            ...referenceFigures(one.reference, reference, ratios(one)[round]),
          ];
          // The direct-SQL ceiling beside another reference: on a line of its own, under it.
          if (!ceiling) return [row];
          const under = referenceFigures('direct SQL', ceiling, ceilingRatios(one)[round]);
          return [row, [...Array<string>(7).fill(''), ...under]];
        }),
      ),
    );
  }

  const notes = run.cases.flatMap((one) =>
    one.rounds.flatMap(({ app, reference, ceiling }, i) => {
      const at = `${one.name}, round ${i + 1}`;
      const others = [
        [`${at}, reference`, reference] as const,
        ...(ceiling ? [[`${at}, direct SQL`, ceiling] as const] : []),
      ];
      return [
        ...(app.errors > 0 ? [`${at}: answers ${JSON.stringify(app.outcomes)}`] : []),
        ...(app.endedEarly ? [`${at}: ${app.endedEarly}`] : []),
        ...others.flatMap(([what, measured]) => [
          ...(measured.errors > 0 ? [`${what}: ${JSON.stringify(measured.outcomes)}`] : []),
          ...(measured.endedEarly ? [`${what}: ${measured.endedEarly}`] : []),
        ]),
      ];
    }),
  );
  if (notes.length > 0)
    out.push(
      `\nNotes (a stretch cut short is measured over the time it ran):\n  ${notes.join('\n  ')}`,
    );

  out.push('\nTargets (ratios: median round; p99: worst round; errors: every round)');
  out.push(
    table(
      ['check', 'measured', 'target', ''],
      verdicts.map((one) => [
        one.check,
        one.measured,
        one.target,
        one.pass === undefined ? '' : one.pass ? 'PASS' : 'FAIL',
      ]),
    ),
  );
  return out.join('\n');
}

function figures(measured: Measurement): string[] {
  return [
    String(measured.perSecond),
    `${measured.p50Ms} ms`,
    `${measured.p99Ms} ms`,
    String(measured.errors),
  ];
}

/** A reference's columns: its name, req/s, p99, CPU per answer, and the shop's ratio to it. */
function referenceFigures(
  reference: Reference,
  measured: Measurement,
  roundRatio: number | undefined,
): string[] {
  return [
    reference,
    String(measured.perSecond),
    `${measured.p99Ms} ms`,
    cpuEach(measured),
    (roundRatio ?? 0).toFixed(2),
  ];
}

/** CPU per answer of the process that answered, or — when nothing was answered. */
function cpuEach(measured: Measurement): string {
  return measured.cpuUsEach === undefined ? '—' : `${measured.cpuUsEach} µs`;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Columns padded to their widest cell; numbers right-aligned. */
function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column > 0 && /^[\d.]/.test(cell)
          ? cell.padStart(widths[column]!)
          : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return ['  ' + line(header), ...rows.map((row) => '  ' + line(row))].join('\n');
}
