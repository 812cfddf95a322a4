import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** Brings every lazy photo in, so a full-page picture shows the page as a scrolling reader sees it. */
async function loadAllImages(page: Page) {
  for (const image of await page.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
  }
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * A full-page screenshot kept with the test's results (apps/web/test-results) and attached to
 * the report, named `<project>-<who>-<page>.png`.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, who: string, stop: string) {
  await loadAllImages(page);
  const name = `${testInfo.project.name}-${who}-${stop}.png`;
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
