import type { Browser, BrowserContextOptions, TestInfo } from '@playwright/test';
import { formatRupiah } from '@dapur/shared/money';
import { expect, test } from './support/fixtures';
import { fetchFood } from './support/menu';

/** The phone most of our customers have, as it names itself: the server draws its menu as rows. */
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * That phone's browser, on the project's screen, with a page of its own: the suite's
 * fixture (which starts the app on every page it opens) does not touch it.
 */
async function androidPhone(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
) {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    baseURL,
    userAgent: ANDROID_PHONE,
    ...options,
  });
  return { context, page: await context.newPage() };
}

test('on a phone whose JavaScript has not run, the menu and a dish are already there, and their links work', async ({
  browser,
  request,
}, testInfo) => {
  const dish = await fetchFood(request, 1);
  const { context, page } = await androidPhone(browser, testInfo, { javaScriptEnabled: false });

  await page.goto('/foods');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Menu Kami' })).toBeVisible();
  // The phone's rows under their categories' chips, each with its price.
  await expect(main.getByRole('navigation', { name: 'Kategori menu' })).toBeVisible();
  const row = main.getByRole('article').filter({ hasText: dish.nama });
  await expect(row).toContainText(formatRupiah(dish.harga));
  await expect(main.getByRole('article').nth(3)).toBeInViewport();

  await row.getByRole('link', { name: dish.nama }).click();
  await expect(page).toHaveURL(`/foods/${dish.id}`);
  await expect(main.getByRole('heading', { level: 1, name: dish.nama })).toBeVisible();
  await expect(main.getByRole('img', { name: dish.nama })).toBeVisible();
  await context.close();
});

test('a visitor’s first tap on a phone starts the app, and the tap is not lost', async ({
  browser,
  request,
}, testInfo) => {
  const dish = await fetchFood(request, 1);
  const { context, page } = await androidPhone(browser, testInfo);

  await page.goto('/foods');
  const root = page.locator('#root');
  // Loaded and painted, and no code of the app has run (decision 047).
  await expect(root).toHaveAttribute('data-untouched', '');
  await expect(root).not.toHaveAttribute('data-started');

  const row = page.getByRole('main').getByRole('article').filter({ hasText: dish.nama });
  await row.getByRole('button', { name: 'Tambah ke Keranjang' }).click();

  await expect(root).toHaveAttribute('data-started', '');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
  await context.close();
});
