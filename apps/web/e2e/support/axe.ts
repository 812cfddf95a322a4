import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0 and 2.1, levels A and AA: what the shop promises. No rule is switched off. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core over the page as it is now and fails listing each rule and where it broke.
 * The failure is soft: a tour goes on to its other pages and reports them all at the end.
 */
export async function expectNoAxeViolations(page: Page) {
  // One axe.run() in the page. The default also opens a blank page per check to merge the
  // results of every frame, which took about a second each on two busy cores; the only
  // frame we embed is the map, another origin, which this run cuts off anyway.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    at ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect
    .soft(
      violations.map((violation) => violation.id),
      `axe found on ${page.url()}:\n${report}`,
    )
    .toEqual([]);
}
