import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { stopsFor, walkTour, type Role } from './support/page-tour';
import { expectThumbSizedTargets } from './support/touch-targets';

/**
 * On the phone our customers have, every page and open state (support/page-tour.ts): in
 * Indonesian, no WCAG 2.1 A/AA violation that axe-core finds, and every target big enough
 * for a thumb. accessibility.desktop.spec.ts walks the same pages at desktop size.
 */
async function tour(page: Page, request: APIRequestContext, role: Role) {
  await walkTour({ page, request }, role, stopsFor(role, 'phone'), async (stop) => {
    await expect.soft(page.locator('html')).toHaveAttribute('lang', 'id');
    await expectNoAxeViolations(page);
    await expectThumbSizedTargets(page, stop.name);
  });
}

test("a visitor's tour: every page is in Indonesian, passes axe (WCAG 2.1 AA) and has targets of at least 44×44 px", async ({
  page,
  request,
}) => {
  await tour(page, request, 'visitor');
});

test("a customer's tour: every page is in Indonesian, passes axe (WCAG 2.1 AA) and has targets of at least 44×44 px", async ({
  page,
  request,
}) => {
  await tour(page, request, 'customer');
});

test("an owner's tour: every page of the family's side is in Indonesian, passes axe (WCAG 2.1 AA) and has targets of at least 44×44 px", async ({
  page,
  request,
}) => {
  await tour(page, request, 'owner');
});
