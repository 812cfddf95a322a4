import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { stopsFor, walkTour, type Role } from './support/page-tour';

/**
 * The phone's accessibility tour (accessibility.spec.ts) at desktop size, where the header,
 * the grids and the forms are laid out differently: every page and open state, as a visitor
 * and as a customer, in Indonesian and with no WCAG 2.1 A/AA violation that axe-core finds.
 */
async function tour(page: Page, request: APIRequestContext, role: Role) {
  await walkTour({ page, request }, role, stopsFor(role, 'desktop'), async () => {
    await expect.soft(page.locator('html')).toHaveAttribute('lang', 'id');
    await expectNoAxeViolations(page);
  });
}

test("a visitor's tour: every page is in Indonesian and passes axe (WCAG 2.1 AA)", async ({
  page,
  request,
}) => {
  await tour(page, request, 'visitor');
});

test("a customer's tour: every page is in Indonesian and passes axe (WCAG 2.1 AA)", async ({
  page,
  request,
}) => {
  await tour(page, request, 'customer');
});

test("an owner's tour: every page of the family's side is in Indonesian and passes axe (WCAG 2.1 AA)", async ({
  page,
  request,
}) => {
  await tour(page, request, 'owner');
});
