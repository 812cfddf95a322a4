import { resolve } from 'node:path';
import { expect, test } from './support/fixtures';
import { settled, stopsFor, walkTour } from './support/page-tour';
import { keepScreenshot } from './support/screenshot';

/**
 * A full-page picture of every page and state on a desktop, for people to look at, kept with
 * the test results (apps/web/test-results). Run by `npm run screenshots` only.
 */

test("a visitor's tour: a full-page screenshot of every page", async ({
  page,
  request,
}, testInfo) => {
  await walkTour({ page, request }, 'visitor', stopsFor('visitor', 'desktop'), (stop) =>
    keepScreenshot(page, testInfo, 'visitor', stop.name),
  );
});

test("a customer's tour: a full-page screenshot of every page", async ({
  page,
  request,
}, testInfo) => {
  await walkTour({ page, request }, 'customer', stopsFor('customer', 'desktop'), (stop) =>
    keepScreenshot(page, testInfo, 'customer', stop.name),
  );
});

/** The README shows the home page as a visitor first sees it on a desktop: docs/screenshots/home.png. */
test('the README screenshot of the home page', async ({ page }, testInfo) => {
  await page.goto('/');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Saran Pelanggan' })).toBeVisible();
  const hero = page.getByRole('main').getByRole('img').first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
  await page.screenshot({
    path: resolve(testInfo.project.testDir, '../../../docs/screenshots/home.png'),
    animations: 'disabled',
  });
});
