import { resolve } from 'node:path';
import { expect, test } from './support/fixtures';
import { settled, stopsFor, walkTour } from './support/page-tour';
import { keepScreenshot } from './support/screenshot';

/** A full-page picture of every page and state on a desktop, for people to look at. */

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

/**
 * The README shows the home page as a visitor first sees it on a desktop. Refreshed only on
 * request: `UPDATE_README_SCREENSHOT=1 npx playwright test e2e/screenshots.desktop.spec.ts`.
 */
test('the README screenshot of the home page', async ({ page }, testInfo) => {
  await page.goto('/');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Saran Pelanggan' })).toBeVisible();
  const hero = page.getByRole('main').getByRole('img').first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });

  const name = `${testInfo.project.name}-visitor-home-viewport.png`;
  const shot = await page.screenshot({ path: testInfo.outputPath(name), animations: 'disabled' });
  await testInfo.attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.UPDATE_README_SCREENSHOT) {
    await page.screenshot({
      path: resolve(testInfo.project.testDir, '../../../docs/screenshots/home.png'),
      animations: 'disabled',
    });
  }
});
