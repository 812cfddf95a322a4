import { expect, test } from './fixtures';
import { fetchCategoryFoods, fetchFood, rupiah } from './menu-data';

test('home → foods → detail → back to the menu', async ({ page, request }) => {
  const food = await fetchFood(request, 3);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByRole('main').getByRole('link', { name: 'Pesan Sekarang' }).click();

  await expect(page).toHaveURL('/foods');
  const card = page.getByRole('article').filter({ hasText: food.nama });
  await expect(card).toContainText(rupiah(food.harga));
  await card.getByRole('link', { name: food.nama }).click();

  await expect(page).toHaveURL('/foods/3');
  await expect(page.getByRole('heading', { level: 1, name: food.nama })).toBeVisible();
  await expect(page.getByText(food.deskripsi ?? '')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(rupiah(food.harga));
  await expect(page).toHaveTitle(new RegExp(food.nama));
  const image = page.getByRole('img', { name: food.nama });
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Kembali ke Menu' }).click();
  await expect(page).toHaveURL('/foods');
});

test('a food page survives a reload', async ({ page, request }) => {
  const food = await fetchFood(request, 3);
  await page.goto('/foods/3');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: food.nama })).toBeVisible();
});

test('an unknown dish says the detail was not found', async ({ page }) => {
  await page.goto('/foods/9999');
  await expect(page.getByText('Detail makanan tidak ditemukan.')).toBeVisible();
});

test('categories → one category lists its dishes under its name', async ({ page, request }) => {
  const { category, foods } = await fetchCategoryFoods(request, 5);

  await page.goto('/categories');
  const card = page.getByRole('article').filter({ hasText: category.name });
  await card.getByRole('link', { name: /Lihat Menu/ }).click();

  await expect(page).toHaveURL('/categories/5');
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  for (const food of foods) {
    await expect(page.getByRole('article').filter({ hasText: food.nama })).toBeVisible();
  }
});

test('a visitor who tries to order is told to log in first', async ({ page }) => {
  await page.goto('/foods');
  await page
    .getByRole('button', { name: /Tambah ke Keranjang/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
});

test('about shows the history, the contact details and the map', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('iframe[title]')).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('Sleman');
  await expect(page.getByRole('main').getByRole('link', { name: /WhatsApp/ })).toBeVisible();
});

test('the footer links to the restaurant on WhatsApp with the order template', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ });
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.hostname).toBe('wa.me');
  expect(href.searchParams.get('text')).toContain('Metode pembayaran');
  await expect(page.getByRole('contentinfo')).toContainText('2024');
});
