// The printed table (Markdown, so that docs/performance.md can take it as it is) and the
// audits that cost each row its points.
import type { Preset } from './config.ts';
import type { Figures } from './figures.ts';
import type { Findings } from './findings.ts';
import type { TapResult } from './first-tap.ts';
import type { PageName } from './pages.ts';

export interface Row {
  page: PageName;
  url: string;
  preset: Preset;
  runs: Figures[];
  median: Figures;
  missed: string[];
  findings: Findings;
  report: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const score = (value: number) => value.toFixed(2);

const COLUMNS: { title: string; right: boolean; cell: (row: Row) => string }[] = [
  { title: 'Page', right: false, cell: (row) => `\`${row.page}\`` },
  { title: 'Preset', right: false, cell: (row) => row.preset },
  { title: 'Performance', right: true, cell: (row) => score(row.median.scores.performance) },
  { title: 'Accessibility', right: true, cell: (row) => score(row.median.scores.accessibility) },
  {
    title: 'Best practices',
    right: true,
    cell: (row) => score(row.median.scores['best-practices']),
  },
  { title: 'SEO', right: true, cell: (row) => score(row.median.scores.seo) },
  { title: 'FCP', right: true, cell: (row) => seconds(row.median.fcpMs) },
  { title: 'LCP', right: true, cell: (row) => seconds(row.median.lcpMs) },
  { title: 'TBT', right: true, cell: (row) => `${Math.round(row.median.tbtMs)} ms` },
  { title: 'CLS', right: true, cell: (row) => row.median.cls.toFixed(3) },
  {
    title: 'Targets',
    right: false,
    cell: (row) =>
      row.missed.length === 0
        ? 'PASS'
        : `FAIL: ${row.missed.map((missed) => missed.split(' ')[0]).join(', ')}`,
  },
];

export function table(rows: readonly Row[]): string {
  const cells = rows.map((row) => COLUMNS.map((column) => column.cell(row)));
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const pad = (text: string, index: number) =>
    COLUMNS[index]?.right ? text.padStart(widths[index] ?? 0) : text.padEnd(widths[index] ?? 0);
  const line = (texts: string[]) => `| ${texts.map(pad).join(' | ')} |`;
  const rule = `| ${widths
    .map((width, index) =>
      COLUMNS[index]?.right ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
    )
    .join(' | ')} |`;
  return [line(COLUMNS.map((column) => column.title)), rule, ...cells.map(line)].join('\n');
}

const savings = (metricSavings: Record<string, number>) =>
  Object.entries(metricSavings)
    .map(([metric, saving]) =>
      metric === 'CLS' ? `${metric} ${saving}` : `${metric} ${saving} ms`,
    )
    .join(', ');

/** For each row that misses a target: the audits behind it, most costly first. */
export function explanations(rows: readonly Row[]): string {
  const blocks = rows
    .filter((row) => row.missed.length > 0)
    .map((row) => {
      const { findings } = row;
      const lines = [`${row.page} ${row.preset}: ${row.missed.join('; ')}  (${row.report})`];
      for (const audit of findings.failedAudits) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        lines.push(`  ${audit.category} · ${audit.id}: ${audit.title}${value}`);
        for (const item of audit.items) lines.push(`      ${item}`);
      }
      if (row.missed.some((missed) => missed.startsWith('performance'))) {
        if (findings.lcpElement) {
          const phases = Object.entries(findings.lcpPhases ?? {})
            .map(([phase, ms]) => `${phase} ${ms} ms`)
            .join(', ');
          lines.push(`  LCP element: ${findings.lcpElement}`, `      ${phases}`);
        }
        for (const opportunity of findings.opportunities) {
          const value = opportunity.displayValue ? ` (${opportunity.displayValue})` : '';
          lines.push(
            `  performance · ${opportunity.id}: ${opportunity.title}${value}; est. ${savings(opportunity.metricSavings)}`,
          );
        }
      }
      return lines.join('\n');
    });
  return blocks.join('\n\n');
}

const tapMs = (ms: number | null) => (ms === null ? 'lost' : `${Math.round(ms)} ms`);

/** The first taps: per button and moment, each try and their median. */
export function tapTable(taps: readonly TapResult[]): string {
  const lines = taps.map(
    (tap) =>
      `| ${tap.name} | ${tap.moment} | ${tapMs(tap.medianMs)} | ${tap.ms.map(tapMs).join(', ')} |`,
  );
  return ['| Tap | When | Median | Each try |', '| --- | --- | ---: | --- |', ...lines].join('\n');
}
