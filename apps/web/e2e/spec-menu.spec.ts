import type { Page } from '@playwright/test';
import type { CategoryWithFoods } from '@dapur/shared/menu';
import { expect, test } from './fixtures';
import { fetchCategoryFoods, fetchFood, rupiah } from './menu-data';
import { fetchFoods, foodCard, gate } from './spec-support';
import { serverError } from './routing';

/** A price as the page shows it carries no decimals: no ",00" after the thousands. */
const DECIMALS = /Rp\s?[\d.]+,\d/;

/** What a modal dialog does to the page behind it: hidden from assistive tech, focus kept inside. */
async function expectModal(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
}

test.describe('§2 /foods', () => {
  test('§2 /foods: the menu grid has 4 columns on a large screen and 1 on the phone', async ({
    page,
    request,
    isMobile,
  }) => {
    const foods = await fetchFoods(request);
    await page.goto('/foods');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(foods.length);

    const boxes = await cards.evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return { x: Math.round(box.left), y: Math.round(box.top) };
      }),
    );
    const firstRowY = boxes[0]?.y;
    const firstRow = boxes.filter((box) => box.y === firstRowY);
    const columns = new Set(firstRow.map((box) => box.x)).size;
    expect(columns).toBe(isMobile ? 1 : 4);
    // Every card lines up with one of the first row's columns.
    expect(new Set(boxes.map((box) => box.x)).size).toBe(columns);
  });

  test('§2/§9 /foods: each card shows the image, the name and the price in rupiah without decimals', async ({
    page,
    request,
  }) => {
    const foods = await fetchFoods(request);
    expect(foods.length).toBeGreaterThan(0);
    await page.goto('/foods');
    await expect(page.getByRole('article')).toHaveCount(foods.length);

    for (const food of foods) {
      const card = foodCard(page, food.nama);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('img', { name: food.nama })).toHaveCount(1);
      await expect(card.getByRole('link', { name: food.nama, exact: true })).toBeVisible();
      await expect(card).toContainText(rupiah(food.harga));
      await expect(card).not.toContainText(DECIMALS);
      await expect(card.getByRole('button', { name: /Tambah ke Keranjang/ })).toBeVisible();
      await expect(card.getByRole('button', { name: /Pesan Sekarang/ })).toBeVisible();
    }
    // Written as Indonesians write it: e.g. "Rp 25.000" and "Rp 13.500".
    await expect(foodCard(page, 'Nasi Goreng Kampung')).toContainText(/Rp\s25\.000(?![\d,])/);
    await expect(foodCard(page, 'Lemper Ayam (3 buah)')).toContainText(/Rp\s13\.500(?![\d,])/);
    // The first card's photo really loads.
    const firstImage = page.getByRole('article').first().getByRole('img');
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('§2 /foods: clicking a card (not only its name) opens /foods/{id}', async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 7);
    await page.goto('/foods');
    const card = foodCard(page, food.nama);
    await card.scrollIntoViewIfNeeded();
    // On the photo, away from the name and the buttons.
    await card.click({ position: { x: 12, y: 12 } });
    await expect(page).toHaveURL('/foods/7');
    await expect(page.getByRole('heading', { level: 1, name: food.nama })).toBeVisible();
  });

  test('§2 /foods/{id}: the detail shows image, name, description, price and a back button to /foods', async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 12);
    await page.goto('/foods/12');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: food.nama })).toBeVisible();
    await expect(main.getByRole('img', { name: food.nama })).toBeVisible();
    await expect(main).toContainText(food.deskripsi ?? '');
    await expect(main).toContainText(rupiah(food.harga));
    await expect(main).not.toContainText(DECIMALS);
    await main.getByRole('link', { name: 'Kembali ke Menu' }).click();
    await expect(page).toHaveURL('/foods');
  });

  test("§2 /foods/{id}: 'Detail makanan tidak ditemukan.' for a dish that does not exist", async ({
    page,
  }) => {
    await page.goto('/foods/4040');
    await expect(page.getByText('Detail makanan tidak ditemukan.')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Menu' }).click();
    await expect(page).toHaveURL('/foods');
  });
});

test.describe('§8 foods load', () => {
  test("§8 foods load: the server's message is shown in a modal error dialog", async ({ page }) => {
    await page.route('**/api/foods', (route) =>
      route.fulfill({ status: 500, json: { status: 'error', message: 'Dapur sedang tutup.' } }),
    );
    await page.goto('/foods');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Dapur sedang tutup.');
    await expect(dialog).not.toContainText('Gagal memuat data menu.');
    await expectModal(page);
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test("§8 foods load: 'Gagal memuat data menu.' in the error dialog when the server sends no message", async ({
    page,
  }) => {
    await page.route('**/api/foods', serverError);
    await page.goto('/foods');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Gagal memuat data menu.');
    await expectModal(page);

    // Closing it leaves the message on the page; once the server answers, the menu shows.
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText('Gagal memuat data menu.');
    await page.unroute('**/api/foods');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('§2 categories', () => {
  test('§2 /categories: a grid of categories with image, name and a button to see the menu', async ({
    page,
    request,
  }) => {
    const categories = (
      (await (await request.get('/api/categories')).json()) as { data: CategoryWithFoods[] }
    ).data;
    expect(categories.length).toBe(6);
    await page.goto('/categories');
    await expect(page.getByRole('article')).toHaveCount(categories.length);
    for (const category of categories) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: category.name, exact: true }) });
      await expect(card.getByRole('img', { name: category.name })).toHaveCount(1);
      await expect(card.getByRole('link', { name: category.name, exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Lihat Menu/ })).toBeVisible();
    }

    const target = categories[3];
    if (!target) throw new Error('the demo menu has six categories');
    await page
      .getByRole('article')
      .filter({ hasText: target.name })
      .getByRole('link', { name: /^Lihat Menu/ })
      .click();
    await expect(page).toHaveURL(`/categories/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  });

  test('§2 /categories/{id}: the heading names the category, with its description and its foods', async ({
    page,
    request,
  }) => {
    const { category, foods } = await fetchCategoryFoods(request, 3);
    await page.goto('/categories/3');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(category.description ?? '');
    await expect(page.getByRole('article')).toHaveCount(foods.length);
    for (const food of foods) {
      await expect(foodCard(page, food.nama)).toContainText(rupiah(food.harga));
    }
  });

  test("§2 /categories/{id}: 'Tidak ada deskripsi tersedia.' when the category has no description", async ({
    page,
    request,
  }) => {
    const { category, foods } = await fetchCategoryFoods(request, 2);
    await page.route('**/api/categories/2/foods', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { category: { description: string | null } };
      body.category.description = null;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/categories/2');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByText('Tidak ada deskripsi tersedia.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(foods.length);
  });

  test("§2 /categories/{id}: 'Tidak ada menu yang tersedia untuk kategori ini.' when it has no foods", async ({
    page,
    request,
  }) => {
    const { category } = await fetchCategoryFoods(request, 4);
    await page.route('**/api/categories/4/foods', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { foods: unknown[] };
      body.foods = [];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/categories/4');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByText('Tidak ada menu yang tersedia untuk kategori ini.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test("§2 /categories/{id}: 'Memuat kategori...' while the category loads", async ({
    page,
    request,
  }) => {
    const { category } = await fetchCategoryFoods(request, 5);
    const answer = gate();
    await page.route('**/api/categories/5/foods', async (route) => {
      await answer.opened;
      await route.fallback();
    });
    await page.goto('/categories/5');
    const loading = page.getByText('Memuat kategori...');
    await expect(loading).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toHaveCount(0);

    answer.release();
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });
});
