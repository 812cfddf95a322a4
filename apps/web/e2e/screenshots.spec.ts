import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { signInCustomer, tours } from './page-tour';
import { keepScreenshot } from './screenshot';

for (const { role, stops } of tours) {
  test.describe(`as a ${role}`, () => {
    for (const stop of stops) {
      test(`${stop.name}: full-page screenshot`, async ({ page, request }, testInfo) => {
        const customer = role === 'customer' ? await signInCustomer(page, request) : undefined;
        await stop.open({ page, request, customer });
        await keepScreenshot(page, testInfo, role, stop.name);
      });
    }
  });
}

/**
 * The README shows the home page as a visitor first sees it on a desktop. Refreshed only on
 * request: `UPDATE_README_SCREENSHOT=1 npx playwright test e2e/screenshots.spec.ts`.
 */
test('the README screenshot of the home page', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saran Pelanggan' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Memuat/ })).toHaveCount(0);
  const hero = page.getByRole('main').getByRole('img').first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  const name = `${testInfo.project.name}-visitor-home-viewport.png`;
  const shot = await page.screenshot({ path: testInfo.outputPath(name), animations: 'disabled' });
  await testInfo.attach(name, { body: shot, contentType: 'image/png' });
  expect(page.viewportSize()).toBeTruthy();

  if (process.env.UPDATE_README_SCREENSHOT && testInfo.project.name === 'desktop') {
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
    await page.screenshot({
      path: resolve(testInfo.project.testDir, '../../../docs/screenshots/home.png'),
      animations: 'disabled',
    });
  }
});
