// What cost a run its points: the failing audits of each category, the performance audits
// with estimated savings, the largest paint's element and phases, and the outside requests.
import type { Result } from 'lighthouse';
import { CATEGORIES } from './lighthouse-run.ts';

export interface FailedAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
  /** What the audit points at: elements, URLs or messages (the first few). */
  items: string[];
}

export interface Opportunity {
  id: string;
  title: string;
  displayValue?: string;
  /** Estimated savings per metric, in ms (CLS unitless). */
  metricSavings: Record<string, number>;
}

export interface Findings {
  failedAudits: FailedAudit[];
  opportunities: Opportunity[];
  lcpElement?: string;
  lcpPhases?: Record<string, number>;
  outsideRequests: string[];
  runWarnings: string[];
}

type Item = Record<string, unknown>;
type Details = { type?: string; items?: Item[]; headings?: unknown[] };

const MAX_ITEMS = 5;

function describe(item: Item): string | undefined {
  const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
  if (node?.snippet) return node.nodeLabel ? `${node.snippet} (${node.nodeLabel})` : node.snippet;
  const source = item.source as { url?: string } | undefined;
  for (const text of [item.url, source?.url, item.description, item.issueType, item.label]) {
    if (typeof text === 'string' && text) return text;
  }
  return undefined;
}

function itemsOf(details: Details | undefined): string[] {
  const items = (details?.items ?? []).map(describe).filter((text) => text !== undefined);
  return items.slice(0, MAX_ITEMS);
}

export function findingsOf(lhr: Result): Findings {
  const failedAudits: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failedAudits.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        items: itemsOf(audit.details as Details | undefined),
      });
    }
  }

  const opportunities: Opportunity[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === 'metrics' || ref.group === 'hidden') continue;
    const metricSavings = Object.fromEntries(
      Object.entries(audit.metricSavings ?? {}).filter(([, saving]) => (saving ?? 0) > 0),
    ) as Record<string, number>;
    if (Object.keys(metricSavings).length === 0) continue;
    opportunities.push({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      metricSavings,
    });
  }
  const biggest = (opportunity: Opportunity) =>
    Math.max(...Object.values(opportunity.metricSavings));
  opportunities.sort((a, b) => biggest(b) - biggest(a));

  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Details[] } | undefined;
  const [elementTable, phaseTable] = lcpDetails?.items ?? [];
  const lcpElement = elementTable?.items?.[0] ? describe(elementTable.items[0]) : undefined;
  const lcpPhases = phaseTable?.items
    ? Object.fromEntries(
        phaseTable.items.map((phase) => [String(phase.phase), Math.round(Number(phase.timing))]),
      )
    : undefined;

  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = (lhr.audits['network-requests']?.details as Details | undefined)?.items ?? [];
  const outsideRequests = requests
    .map((request) => String(request.url))
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);

  return {
    failedAudits,
    opportunities,
    lcpElement,
    lcpPhases,
    outsideRequests,
    runWarnings: lhr.runWarnings.map(String),
  };
}
