import type { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { formatRupiah } from '@dapur/shared/money';
import { expect, test } from './support/fixtures';
import { fetchFood } from './support/menu';

/** The phone most of our customers have, as it names itself: the server renders its menu as rows. */
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** That phone's browser, on the project's screen. */
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

/**
 * Holds the app's entry script back until `release()`: the page is on screen, rendered by
 * the server, and has not hydrated, as on a slow connection.
 */
async function holdTheCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
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

test('a visitor’s tap on a dish’s add button before the page has hydrated is carried out once it has', async ({
  browser,
  request,
}, testInfo) => {
  const dish = await fetchFood(request, 1);
  const { context, page } = await androidPhone(browser, testInfo);
  const release = await holdTheCode(page);

  await page.goto('/foods', { waitUntil: 'domcontentloaded' });
  const row = page.getByRole('main').getByRole('article').filter({ hasText: dish.nama });
  await row.getByRole('button', { name: 'Tambah ke Keranjang' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(0);

  release();
  await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
  await context.close();
});

test('a tap on the menu button before the page has hydrated opens the menu once it has', async ({
  browser,
}, testInfo) => {
  const { context, page } = await androidPhone(browser, testInfo);
  const release = await holdTheCode(page);

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.tap();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Foods' })
    .tap();
  await expect(page).toHaveURL('/foods');
  await context.close();
});

test('a menu scrolled before the page has hydrated stays where the customer scrolled it', async ({
  browser,
}, testInfo) => {
  const { context, page } = await androidPhone(browser, testInfo);
  const release = await holdTheCode(page);

  await page.goto('/foods', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const lastDish = main.getByRole('article').last();
  await lastDish.scrollIntoViewIfNeeded();
  const chips = main.getByRole('navigation', { name: 'Kategori menu' }).getByRole('button');
  const markedChip = chips.and(page.locator('[aria-current="true"]'));
  await expect(markedChip).toHaveCount(0);

  release();
  // Once hydrated, the chips mark the category on screen: one near the end, still.
  await expect(markedChip).toHaveCount(1);
  await expect(chips.first()).not.toHaveAttribute('aria-current', 'true');
  await expect(lastDish).toBeInViewport();
  await context.close();
});
