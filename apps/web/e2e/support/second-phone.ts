import type { Browser, Page, TestInfo } from '@playwright/test';

/** A second phone beside the test's own: the customer's, while `page` is the family's. */
export async function secondPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL, userAgent } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    baseURL,
    userAgent,
    // Another customer on another network: the per-address limits count them apart.
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  return context.newPage();
}
