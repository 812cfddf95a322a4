import { test as base, expect } from '@playwright/test';

/**
 * Every page loads only from our own server: requests to any other host (the map embed,
 * social links) are cut off, as they would be on this machine's closed network anyway.
 */
export const test = base.extend<{ localOnly: void }>({
  localOnly: [
    async ({ page, baseURL }, use) => {
      const ours = new URL(baseURL ?? 'http://127.0.0.1').host;
      await page.route(
        (url) => url.host !== ours,
        (route) => route.abort('blockedbyclient'),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
