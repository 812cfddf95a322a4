import { resolve } from 'node:path';
import { expect, test } from './support/fixtures';
import { settled } from './support/page-tour';

/**
 * The README shows the home page as a visitor first sees it on a desktop:
 * docs/screenshots/home.png. Run by `npm run screenshots` only.
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
  await page.screenshot({
    path: resolve(testInfo.project.testDir, '../../../docs/screenshots/home.png'),
    animations: 'disabled',
  });
});
