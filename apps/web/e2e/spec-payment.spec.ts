import { expect, test } from './fixtures';
import { fetchFood, rupiah } from './menu-data';
import { logInAs, ordersOf, placeDirectOrder, recordRequests } from './spec-support';
import { onlyMethod, serverError } from './routing';

test.describe('§4 payment uses the first order of the list', () => {
  test('§4 payment: of two orders the page shows the first of the list, the newer one', async ({
    page,
    request,
  }) => {
    const nasi = await fetchFood(request, 3);
    const teh = await fetchFood(request, 17);
    const { token } = await logInAs(page, request);
    const older = await placeDirectOrder(request, token, nasi.id, 1);
    const newer = await placeDirectOrder(request, token, teh.id, 2);
    expect((await ordersOf(request, token)).map((o) => o.id)).toEqual([newer.id, older.id]);

    await page.goto('/payment');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `Pesanan #${newer.id}` })).toBeVisible();
    await expect(main).toContainText(teh.nama);
    await expect(main).not.toContainText(nasi.nama);
    await expect(main).not.toContainText(`Pesanan #${older.id}`);
  });

  test('§4 payment: the page follows the order of the list it is given (first entry, whatever its id)', async ({
    page,
    request,
  }) => {
    const nasi = await fetchFood(request, 3);
    const teh = await fetchFood(request, 17);
    const { token } = await logInAs(page, request);
    const older = await placeDirectOrder(request, token, nasi.id, 1);
    await placeDirectOrder(request, token, teh.id, 2);
    // The same two orders, answered oldest first.
    await page.route('**/api/orders', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: unknown[] };
      body.data.reverse();
      await route.fulfill({ response, json: body });
    });

    await page.goto('/payment');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `Pesanan #${older.id}` })).toBeVisible();
    await expect(main).toContainText(nasi.nama);
    await expect(main).not.toContainText(teh.nama);
  });
});

test('§9 payment: the total is shown in rupiah and a single static QRIS image, marked as a demo', async ({
  page,
  request,
}) => {
  const lemper = await fetchFood(request, 16);
  const { token } = await logInAs(page, request);
  const order = await placeDirectOrder(request, token, lemper.id, 3);
  expect(order.total_amount).toBe(3 * lemper.harga);

  await page.goto('/payment');
  const main = page.getByRole('main');
  const totalRow = main.getByText('Total Pembayaran').locator('..');
  await expect(totalRow).toContainText(rupiah(3 * lemper.harga));
  await expect(totalRow).not.toContainText(/,\d{2}\b/);

  const qris = main.getByRole('img', { name: /^Kode QRIS/ });
  await expect(qris).toHaveCount(1);
  await expect(qris).toBeVisible();
  await expect
    .poll(() => qris.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(main).toContainText(/demo/i);
  await expect(page.getByRole('button', { name: 'Saya Sudah Bayar' })).toBeVisible();
});

test('§4 payment: confirming records the payment as completed, then sets the order to processing, then goes home', async ({
  page,
  request,
}) => {
  const food = await fetchFood(request, 19);
  const { token } = await logInAs(page, request);
  const order = await placeDirectOrder(request, token, food.id, 2);
  const path = /^\/api\/(payments\/\d+|orders\/\d+\/status)$/;
  const calls = recordRequests(page, path);
  const events: string[] = [];
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('request', (r) => {
    if (path.test(pathOf(r.url()))) events.push(`request ${r.method()} ${pathOf(r.url())}`);
  });
  page.on('response', (r) => {
    const url = pathOf(r.url());
    if (path.test(url)) events.push(`response ${r.status()} ${r.request().method()} ${url}`);
  });

  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: `Pesanan #${order.id}` })).toBeVisible();
  const paid = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/orders/${order.id}/status`),
  );
  await page.getByRole('button', { name: 'Saya Sudah Bayar' }).click();
  expect((await paid).ok()).toBe(true);

  await expect(page).toHaveURL('/');
  await expect(page.getByText('Pembayaran diterima. Pesanan Anda sedang diproses.')).toBeVisible();

  expect(calls.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([
    `POST /api/payments/${order.id}`,
    `PUT /api/orders/${order.id}/status`,
  ]);
  expect(calls[0]?.postDataJSON()).toEqual({ status: 'completed' });
  expect(calls[1]?.postDataJSON()).toEqual({ status: 'processing' });
  // The status change went out only after the payment was answered.
  expect(events).toEqual([
    `request POST /api/payments/${order.id}`,
    `response 200 POST /api/payments/${order.id}`,
    `request PUT /api/orders/${order.id}/status`,
    `response 200 PUT /api/orders/${order.id}/status`,
  ]);

  const [stored] = await ordersOf(request, token);
  expect(stored).toMatchObject({
    id: order.id,
    status: 'processing',
    payment: { status: 'completed' },
  });
});

test("§8 payment: 'Failed to load order data' and then home when the orders cannot be loaded", async ({
  page,
  request,
}) => {
  const { token } = await logInAs(page, request);
  await placeDirectOrder(request, token, 1, 1);
  await page.route('**/api/orders', onlyMethod('GET', serverError));
  await page.goto('/payment');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert')).toHaveText('Failed to load order data');
  await expect(page.getByRole('button', { name: 'Saya Sudah Bayar' })).toHaveCount(0);
});

test("§8 payment: 'No order found' when the customer has no orders", async ({ page, request }) => {
  await logInAs(page, request);
  const listed = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/orders',
  );
  await page.goto('/payment');
  expect(await (await listed).json()).toEqual({ status: 'success', data: [] });
  await expect(page.getByText('No order found')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Kode QRIS/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Saya Sudah Bayar' })).toHaveCount(0);
});

test("§8 payment: 'No order found' when the orders list answers an empty data list", async ({
  page,
  request,
}) => {
  const { token } = await logInAs(page, request);
  await placeDirectOrder(request, token, 2, 1);
  await page.route(
    '**/api/orders',
    onlyMethod('GET', (route) => route.fulfill({ json: { status: 'success', data: [] } })),
  );
  await page.goto('/payment');
  await expect(page.getByText('No order found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saya Sudah Bayar' })).toHaveCount(0);
});

test("§8 payment: 'Failed to process payment' when the payment cannot be recorded", async ({
  page,
  request,
}) => {
  const { token } = await logInAs(page, request);
  const order = await placeDirectOrder(request, token, 5, 1);
  await page.route('**/api/payments/*', onlyMethod('POST', serverError));
  const statusChanges = recordRequests(page, /^\/api\/orders\/\d+\/status$/);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: `Pesanan #${order.id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Saya Sudah Bayar' }).click();

  await expect(page.getByRole('alert')).toHaveText('Failed to process payment');
  await expect(page).toHaveURL('/payment');
  await expect(page.getByRole('button', { name: 'Saya Sudah Bayar' })).toBeEnabled();
  expect(statusChanges).toHaveLength(0);
  const [stored] = await ordersOf(request, token);
  expect(stored?.status).toBe('pending');
});

test('§6 payment: a visitor opening /payment is told to log in first', async ({ page }) => {
  const orders = recordRequests(page, /^\/api\/orders/);
  await page.goto('/payment');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anda harus login terlebih dahulu');
  await dialog.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  expect(orders).toHaveLength(0);
});
