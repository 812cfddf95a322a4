import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { fetchFood, rupiah } from './menu-data';
import {
  addFromMenu,
  cartLine,
  cartLink,
  foodCard,
  logInAs,
  putInCart,
  recordRequests,
} from './spec-support';
import { onlyMethod, serverError } from './routing';

test.describe('§6/§8/§9 add to cart', () => {
  test("§6 add to cart: a visitor is told 'Anda harus login terlebih dahulu untuk memesan.' and sent to login", async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 5);
    const posts = recordRequests(page, /^\/api\/cart$/);
    await page.goto('/foods');
    await foodCard(page, food.nama)
      .getByRole('button', { name: /Tambah ke Keranjang/ })
      .click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
    expect(posts.filter((r) => r.method() === 'POST')).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('§9 add to cart: a customer adds one portion (badge +1, the cart line has jumlah 1)', async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 6);
    await logInAs(page, request);
    await page.goto('/foods');
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang');

    const post = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart',
    );
    await addFromMenu(page, food.nama);
    expect((await post).postDataJSON()).toEqual({ food_id: food.id, jumlah: 1 });
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang (1 item)');
    await expect(cartLink(page)).toHaveText('1');

    await cartLink(page).click();
    await expect(page).toHaveURL('/cart');
    const line = cartLine(page, food.nama);
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('group', { name: `Jumlah ${food.nama}` })).toHaveText('1');
  });

  test('§9 add to cart: adding the same dish again makes jumlah 2 on one line', async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 18);
    await logInAs(page, request);
    await page.goto(`/foods/${food.id}`);
    await page.getByRole('button', { name: /Tambah ke Keranjang/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'ditambahkan ke keranjang.' }).first(),
    ).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang (1 item)');
    await page.getByRole('button', { name: /Tambah ke Keranjang/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang (2 item)');

    await cartLink(page).click();
    await expect(
      page.getByRole('list', { name: 'Isi keranjang' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(
      cartLine(page, food.nama).getByRole('group', { name: `Jumlah ${food.nama}` }),
    ).toHaveText('2');
    await expect(cartLine(page, food.nama)).toContainText(rupiah(2 * food.harga));
  });

  test("§8 add to cart: the server's message when adding fails", async ({ page, request }) => {
    const food = await fetchFood(request, 13);
    await logInAs(page, request);
    await page.route(
      '**/api/cart',
      onlyMethod('POST', (route) =>
        route.fulfill({
          status: 422,
          json: { status: 'error', message: 'Klepon hari ini sudah habis.' },
        }),
      ),
    );
    await page.goto('/foods');
    await foodCard(page, food.nama)
      .getByRole('button', { name: /Tambah ke Keranjang/ })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Klepon hari ini sudah habis.');
    await expect(page.getByText('Gagal menambahkan item ke keranjang.')).toHaveCount(0);
    await expect(page.getByText(`${food.nama} ditambahkan ke keranjang.`)).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang');
  });

  test("§8 add to cart: 'Gagal menambahkan item ke keranjang.' when the server sends no message", async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 14);
    await logInAs(page, request);
    await page.route('**/api/cart', onlyMethod('POST', serverError));
    await page.goto('/foods');
    await foodCard(page, food.nama)
      .getByRole('button', { name: /Tambah ke Keranjang/ })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Gagal menambahkan item ke keranjang.');
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang');
  });
});

test.describe('§2/§5/§8 cart page', () => {
  test("§2 cart: 'Keranjang Anda kosong.' when the cart is empty", async ({ page, request }) => {
    await logInAs(page, request);
    await cartLink(page).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText('Keranjang Anda kosong.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check Out' })).toHaveCount(0);
  });

  test('§2 cart: each line shows its total, the summary the grand total, and they follow quantity changes', async ({
    page,
    request,
  }) => {
    const nasi = await fetchFood(request, 3);
    const teh = await fetchFood(request, 17);
    const { token } = await logInAs(page, request);
    await putInCart(request, token, nasi.id, 2);
    await putInCart(request, token, teh.id, 1);
    await page.goto('/cart');

    const nasiLine = cartLine(page, nasi.nama);
    const tehLine = cartLine(page, teh.nama);
    const summary = page.getByRole('region', { name: 'Ringkasan Belanja' });
    await expect(nasiLine).toContainText(rupiah(nasi.harga));
    await expect(nasiLine).toContainText(rupiah(2 * nasi.harga));
    await expect(tehLine).toContainText(rupiah(teh.harga));
    await expect(summary).toContainText('3 porsi');
    await expect(summary).toContainText(rupiah(2 * nasi.harga + teh.harga));

    await page.getByRole('button', { name: `Tambah jumlah ${teh.nama}` }).click();
    await expect(tehLine.getByRole('group', { name: `Jumlah ${teh.nama}` })).toHaveText('2');
    await expect(tehLine).toContainText(rupiah(2 * teh.harga));
    await expect(summary).toContainText(rupiah(2 * nasi.harga + 2 * teh.harga));
    await expect(summary).toContainText('4 porsi');

    await page.getByRole('button', { name: `Kurangi jumlah ${nasi.nama}` }).click();
    await expect(nasiLine.getByRole('group', { name: `Jumlah ${nasi.nama}` })).toHaveText('1');
    await expect(summary).toContainText(rupiah(nasi.harga + 2 * teh.harga));

    // What the page shows is what the server kept.
    await page.reload();
    await expect(summary).toContainText(rupiah(nasi.harga + 2 * teh.harga));

    await page.getByRole('link', { name: 'Check Out' }).click();
    await expect(page).toHaveURL('/order-form-cart');
  });

  test("§5 cart: 'Quantity cannot be less than 1.' and the quantity stays 1", async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 9);
    const { token } = await logInAs(page, request);
    await putInCart(request, token, food.id, 1);
    const puts = recordRequests(page, /^\/api\/cart\/\d+$/);
    await page.goto('/cart');

    await page.getByRole('button', { name: `Kurangi jumlah ${food.nama}` }).click();
    await expect(page.getByRole('alert')).toHaveText('Quantity cannot be less than 1.');
    await expect(
      cartLine(page, food.nama).getByRole('group', { name: `Jumlah ${food.nama}` }),
    ).toHaveText('1');
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang (1 item)');
    expect(puts.filter((r) => r.method() === 'PUT')).toHaveLength(0);
  });

  test("§8 cart: 'Failed to load cart items.' when the cart cannot be loaded", async ({
    page,
    request,
  }) => {
    const { token } = await logInAs(page, request);
    await putInCart(request, token, 1, 1);
    await page.route('**/api/cart', onlyMethod('GET', serverError));
    await page.goto('/cart');
    await expect(page.getByRole('alert')).toContainText('Failed to load cart items.');
    await expect(page.getByRole('link', { name: 'Check Out' })).toHaveCount(0);
  });

  test("§8 cart: 'Failed to update quantity.' when the update fails", async ({ page, request }) => {
    const food = await fetchFood(request, 10);
    const { token } = await logInAs(page, request);
    await putInCart(request, token, food.id, 1);
    await page.route('**/api/cart/*', onlyMethod('PUT', serverError));
    await page.goto('/cart');
    const quantity = cartLine(page, food.nama).getByRole('group', {
      name: `Jumlah ${food.nama}`,
    });
    await expect(quantity).toHaveText('1');

    await page.getByRole('button', { name: `Tambah jumlah ${food.nama}` }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to update quantity.');
    // The line goes back to what the server has.
    await expect(quantity).toHaveText('1');
    await expect(cartLine(page, food.nama)).not.toContainText(rupiah(2 * food.harga));
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang (1 item)');
  });

  test("§8 cart: 'Failed to remove item from the cart.' when removing fails", async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 11);
    const { token } = await logInAs(page, request);
    await putInCart(request, token, food.id, 2);
    await page.route('**/api/cart/*', onlyMethod('DELETE', serverError));
    await page.goto('/cart');
    await expect(cartLine(page, food.nama)).toHaveCount(1);

    await page.getByRole('button', { name: `Hapus ${food.nama}` }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to remove item from the cart.');
    // The line is still there.
    await expect(cartLine(page, food.nama)).toHaveCount(1);
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang (2 item)');
  });

  test("§6 cart: a visitor is warned '…untuk mengakses keranjang.' and can go to login", async ({
    page,
  }) => {
    const carts = recordRequests(page, /^\/api\/cart/);
    await page.goto('/cart');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Anda harus login terlebih dahulu untuk mengakses keranjang.',
    );
    await expect(dialog.getByRole('link', { name: 'Kembali ke Menu' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    expect(carts).toHaveLength(0);
  });

  test('§6 cart: a visitor who closes the warning still gets the choice of login or foods', async ({
    page,
  }) => {
    await page.goto('/cart');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('untuk mengakses keranjang.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main).toContainText('untuk mengakses keranjang.');
    await expect(main.getByRole('link', { name: 'Login' })).toBeVisible();
    await main.getByRole('link', { name: 'Kembali ke Menu' }).click();
    await expect(page).toHaveURL('/foods');
  });
});

test("§7 images: menu cards load the dish's gambar_url, cart lines the storage path of food.gambar", async ({
  page,
  request,
}) => {
  const food = await fetchFood(request, 6);
  const { token } = await logInAs(page, request);
  await putInCart(request, token, food.id, 1);
  const loaded = (image: Locator) =>
    image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

  await page.goto('/foods');
  const cardImage = foodCard(page, food.nama).getByRole('img', { name: food.nama });
  await cardImage.scrollIntoViewIfNeeded();
  await expect(cardImage).toHaveAttribute('src', food.gambar_url ?? '');
  await expect.poll(() => loaded(cardImage)).toBeGreaterThan(0);

  await page.goto('/cart');
  const lineImage = cartLine(page, food.nama).getByRole('img', { name: food.nama });
  await expect(lineImage).toHaveAttribute('src', `/storage/${food.gambar}`);
  await expect.poll(() => loaded(lineImage)).toBeGreaterThan(0);
});
