import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The one spec with the service worker in (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_MENU = 'Anda sedang offline — menampilkan menu yang tersimpan.';

test('after one visit, without a touch, the menu opens with the network off and says it is the saved one', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/foods');
  const dishes = page.getByRole('main').getByRole('article');
  await expect(dishes.first()).toBeVisible();
  const names = await dishes.getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(3);

  // The worker installs after the page has loaded, saves the shell and the menu, and takes over.
  // (On two busy cores beside the other specs, saving the shell has taken over 20 s.)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(page.getByText(OFFLINE_MENU)).toHaveCount(0);
  // It has kept the pictures this page loaded before it was there.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('dapur-pictures')).keys()).length),
    )
    .toBeGreaterThan(0);

  // Online, a page still comes from the server through the worker, never from its saved
  // shell: after a deploy the phone gets the new index.html at once.
  const askedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) askedByWorker.push(new URL(request.url()).pathname);
  });
  // "/" is the page the saved shell would serve if the worker looked there first.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/foods');
  await expect(dishes.first()).toBeVisible();
  expect(askedByWorker).toEqual(expect.arrayContaining(['/', '/foods']));

  await context.setOffline(true);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);

  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MENU })).toBeVisible();
  await expect(dishes).toHaveCount(names.length);
  for (const name of names.slice(0, 3)) {
    await expect(dishes.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  // The pictures seen on the first visit are there too.
  const picture = dishes.first().getByRole('img').first();
  await expect
    .poll(() =>
      picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);

  await context.setOffline(false);
});

// Playwright's contexts are incognito, where Chromium never offers to install: this check
// runs in a browser profile of its own, as a phone's browser has.
test('Chromium finds nothing that keeps the shop from being installed', async ({}, testInfo) => {
  const { launchOptions, baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const profile = await mkdtemp(path.join(tmpdir(), 'dapur-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Untouched: the app installs the worker once the page has loaded.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // The same check as the browser's install button: manifest, icons, worker, secure origin.
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});
