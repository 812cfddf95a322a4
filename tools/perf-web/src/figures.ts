// The figures a run is judged by, their median over runs, and their targets.
import type { Result } from 'lighthouse';
import type { Preset } from './config.ts';
import { CATEGORIES, type Category } from './lighthouse-run.ts';
import { isSignedIn, type PageName } from './pages.ts';

export interface Figures {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's speed at the time (a mid-range phone ≈ 1000+). */
  benchmarkIndex: number;
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: no ${auditId} figure`);
  return value;
}

export function figuresOf(lhr: Result): Figures {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? 0]),
  ) as Record<Category, number>;
  return {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's own median: with one noisy run in three, no column follows it. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((figures) => figures.scores[category])]),
    ) as Record<Category, number>,
    fcpMs: of((figures) => figures.fcpMs),
    lcpMs: of((figures) => figures.lcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    cls: of((figures) => figures.cls),
    speedIndexMs: of((figures) => figures.speedIndexMs),
    benchmarkIndex: of((figures) => figures.benchmarkIndex),
  };
}

/**
 * The lowest score each category may have. Performance has a target on the phone only:
 * 0.95 for a visitor, 0.90 for a signed-in customer, whose page also loads the cart.
 */
export function targetsFor(preset: Preset, page: PageName): Partial<Record<Category, number>> {
  const performance = isSignedIn(page) ? 0.9 : 0.95;
  return {
    ...(preset === 'mobile' ? { performance } : {}),
    accessibility: 1,
    'best-practices': 1,
    seo: 1,
  };
}

/** The categories below their target, e.g. `performance 0.61 < 0.95`. */
export function missedTargets(preset: Preset, page: PageName, figures: Figures): string[] {
  return Object.entries(targetsFor(preset, page)).flatMap(([category, target]) => {
    const score = figures.scores[category as Category];
    return score < target ? [`${category} ${score.toFixed(2)} < ${target.toFixed(2)}`] : [];
  });
}

/** The run whose performance score is the median: its report explains the table's row. */
export function medianRunIndex(runs: readonly Figures[]): number {
  const order = runs
    .map((figures, index) => ({ score: figures.scores.performance, lcp: figures.lcpMs, index }))
    .sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}
