import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInCustomer, visitorStops, customerStops } from './page-tour';

test.describe('a visitor', () => {
  for (const stop of visitorStops) {
    test(`${stop.name}: no WCAG 2.1 AA violations`, async ({ page, request }) => {
      await stop.open({ page, request });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('a logged-in customer', () => {
  for (const stop of customerStops) {
    test(`${stop.name}: no WCAG 2.1 AA violations`, async ({ page, request }) => {
      const customer = await signInCustomer(page, request);
      await stop.open({ page, request, customer });
      await expectNoAxeViolations(page);
    });
  }
});

test('every page declares Indonesian as its language', async ({ page }) => {
  for (const path of ['/', '/foods', '/login', '/halaman-yang-tidak-ada']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  }
});
