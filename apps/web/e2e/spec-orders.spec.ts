import type { Page } from '@playwright/test';
import { accountMenuButton } from './accounts';
import { expect, test } from './fixtures';
import { fetchFood, rupiah } from './menu-data';
import { foodCard, logInAs, ordersOf, putInCart, recordRequests } from './spec-support';
import { serverError } from './routing';

const isOrderPost = (path: string) => (r: { method(): string; url(): string }) =>
  r.method() === 'POST' && new URL(r.url()).pathname === path;

/** "Pesan Sekarang" on a dish's card in /foods, landing on the direct order form. */
async function orderNowFromMenu(page: Page, nama: string) {
  await page.goto('/foods');
  await foodCard(page, nama)
    .getByRole('button', { name: /Pesan Sekarang/ })
    .click();
  await expect(page).toHaveURL('/order-form');
}

test.describe('§4/§5/§9 direct order', () => {
  test('§9 order-now: the direct order form opens with the chosen dish and Jumlah 1', async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 8);
    const { customer } = await logInAs(page, request);
    await orderNowFromMenu(page, food.nama);

    const dish = page.getByRole('region', { name: 'Menu yang dipesan' });
    await expect(dish).toContainText(food.nama);
    await expect(dish).toContainText(rupiah(food.harga));
    await expect(page.getByLabel('Jumlah')).toHaveValue('1');
    await expect(page.getByRole('main')).toContainText(/Total\s*Rp/);
    await expect(page.getByLabel('Nama')).toHaveValue(customer.name);
  });

  test('§5 direct order: a quantity below 1 is forced to 1 (0 and -3 become 1) and 1 is ordered', async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 4);
    await logInAs(page, request);
    await orderNowFromMenu(page, food.nama);
    const quantity = page.getByLabel('Jumlah');
    const total = page.locator('[aria-live="polite"]').filter({ hasText: 'Total' });

    await quantity.fill('3');
    await expect(total).toContainText(rupiah(3 * food.harga));
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await expect(total).toContainText(rupiah(food.harga));
    await quantity.fill('5');
    await quantity.fill('-3');
    await expect(quantity).toHaveValue('1');
    await expect(total).toContainText(rupiah(food.harga));
    await quantity.blur();
    await expect(quantity).toHaveValue('1');

    const post = page.waitForRequest(isOrderPost('/api/orders/direct'));
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    expect((await post).postDataJSON()).toMatchObject({ food_id: food.id, quantity: 1 });
    await expect(page).toHaveURL('/payment');
  });

  test("§8 order: 'No food item selected' when /order-form is opened without a chosen dish, with a way back to /foods", async ({
    page,
    request,
  }) => {
    await logInAs(page, request);
    await page.goto('/order-form');
    await expect(page.getByRole('alert')).toHaveText('No food item selected');
    await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Pilih Menu' }).click();
    await expect(page).toHaveURL('/foods');
  });

  test("§8 order: 'Failed to load food data' when the dish cannot be loaded", async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 15);
    await logInAs(page, request);
    await page.route(`**/api/foods/${food.id}`, serverError);
    await orderNowFromMenu(page, food.nama);
    await expect(page.getByRole('alert')).toContainText('Failed to load food data');
    await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toHaveCount(0);
  });

  test("§5 direct order: 'Please fill in all fields' when the name is empty, and nothing is sent", async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 20);
    const { customer } = await logInAs(page, request);
    const posts = recordRequests(page, /^\/api\/orders/);
    await orderNowFromMenu(page, food.nama);
    await expect(page.getByLabel('Nama')).toHaveValue(customer.name);
    await page.getByLabel('Nama').fill('');
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/order-form');
    expect(posts.filter((r) => r.method() === 'POST')).toHaveLength(0);
  });

  test('§5 order form: the phone hint says the number must start with 62', async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 1);
    await logInAs(page, request);
    await orderNowFromMenu(page, food.nama);
    const phone = page.getByLabel('Telepon');
    await expect(phone).toHaveAccessibleDescription(/diawali 62/);
    await expect(page.getByText(/diawali 62/)).toBeVisible();
  });

  test("§5/§8 order: the server's message when it refuses the order (phone not starting with 62)", async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 1);
    const { token } = await logInAs(page, request);
    await orderNowFromMenu(page, food.nama);
    await page.getByLabel('Telepon').fill('1234567890');

    const answer = page.waitForResponse((r) => isOrderPost('/api/orders/direct')(r.request()));
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { message: string; errors?: { phone?: string[] } };
    const phoneMessage = body.errors?.phone?.[0] ?? '';
    expect(phoneMessage).toMatch(/62/);

    // The server's own words: its message in the form's alert, its phone message at the field.
    await expect(page.getByRole('alert').filter({ hasText: body.message })).toBeVisible();
    await expect(page.getByText('Failed to create order')).toHaveCount(0);
    await expect(page.getByLabel('Telepon')).toHaveAccessibleDescription(
      new RegExp(phoneMessage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page.getByText(phoneMessage)).toBeVisible();
    await expect(page).toHaveURL('/order-form');
    expect(await ordersOf(request, token)).toHaveLength(0);
  });

  test("§8 order: 'Failed to create order' when the server sends no message", async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 2);
    await logInAs(page, request);
    await page.route('**/api/orders/direct', serverError);
    await orderNowFromMenu(page, food.nama);
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to create order' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/order-form');
  });

  test('§4 direct order: success leads to /payment showing that order', async ({
    page,
    request,
  }) => {
    const food = await fetchFood(request, 21);
    const { token } = await logInAs(page, request);
    await orderNowFromMenu(page, food.nama);
    await page.getByLabel('Alamat').fill('Jl. Gejayan No. 21, Sleman');
    await page.getByLabel('Telepon').fill('6281234500000');
    const post = page.waitForRequest(isOrderPost('/api/orders/direct'));
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    expect((await post).postDataJSON()).toEqual({
      name: expect.any(String),
      address: 'Jl. Gejayan No. 21, Sleman',
      phone: '6281234500000',
      food_id: food.id,
      quantity: 1,
    });

    await expect(page).toHaveURL('/payment');
    const [order] = await ordersOf(request, token);
    await expect(page.getByRole('heading', { name: `Pesanan #${order?.id}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(food.nama);
  });
});

test.describe('§4/§5/§6 cart order and visitors', () => {
  test("§5 cart order: 'Please complete all fields.' when a field is empty", async ({
    page,
    request,
  }) => {
    const { customer, token } = await logInAs(page, request);
    await putInCart(request, token, 16, 1);
    const posts = recordRequests(page, /^\/api\/orders/);
    await page.goto('/order-form-cart');
    await expect(page.getByLabel('Nama')).toHaveValue(customer.name);
    await page.getByLabel('Alamat').fill('');
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please complete all fields.' }),
    ).toBeVisible();
    await expect(page.getByText('Please fill in all fields', { exact: true })).toHaveCount(0);
    expect(posts.filter((r) => r.method() === 'POST')).toHaveLength(0);
  });

  test('§4 cart order: the summary lists the cart and success leads to /payment', async ({
    page,
    request,
  }) => {
    const klepon = await fetchFood(request, 13);
    const jahe = await fetchFood(request, 20);
    const { token } = await logInAs(page, request);
    await putInCart(request, token, klepon.id, 2);
    await putInCart(request, token, jahe.id, 1);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Check Out' }).click();
    await expect(page).toHaveURL('/order-form-cart');

    const summary = page.getByRole('region', { name: 'Ringkasan Pesanan' });
    await expect(summary).toContainText(klepon.nama);
    await expect(summary).toContainText(jahe.nama);
    await expect(summary).toContainText(rupiah(2 * klepon.harga + jahe.harga));
    await expect(page.getByLabel('Telepon')).toHaveAccessibleDescription(/diawali 62/);

    const post = page.waitForRequest(isOrderPost('/api/orders/cart'));
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    expect(Object.keys((await post).postDataJSON() as object).sort()).toEqual([
      'address',
      'name',
      'phone',
    ]);
    await expect(page).toHaveURL('/payment');
    await expect(page.getByRole('main')).toContainText(rupiah(2 * klepon.harga + jahe.harga));
    const [order] = await ordersOf(request, token);
    expect(order?.total_amount).toBe(2 * klepon.harga + jahe.harga);
  });

  test("§6 order: a visitor on the order form with a chosen dish sees 'Anda harus login terlebih dahulu untuk memesan.'", async ({
    page,
    context,
    request,
  }) => {
    const food = await fetchFood(request, 3);
    const { customer } = await logInAs(page, request);
    await orderNowFromMenu(page, food.nama);
    await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toBeVisible();

    // The customer logs out in another tab while the dish is on this form: it is now a visitor's.
    const ours = new URL(page.url()).host;
    await context.route(
      (url) => url.host !== ours,
      (route) => route.abort('blockedbyclient'),
    );
    const otherTab = await context.newPage();
    await otherTab.goto('/foods');
    await accountMenuButton(otherTab, customer.name).click();
    await otherTab.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(otherTab.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await otherTab.close();

    await expect(page).toHaveURL('/order-form');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
    await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test("§6 order: a visitor opening /order-form directly sees 'Anda harus login terlebih dahulu untuk memesan.'", async ({
    page,
  }) => {
    await page.goto('/order-form');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
    await expect(page.getByText('No food item selected')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test("§6 order: a visitor opening /order-form-cart sees 'Anda harus login terlebih dahulu untuk memesan.'", async ({
    page,
  }) => {
    await page.goto('/order-form-cart');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
    await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
  });
});
