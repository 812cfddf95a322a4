import type { Order } from '@dapur/shared/orders';
import { expect, test } from './fixtures';
import { fetchFood, rupiah } from './menu-data';
import { addFromMenu, cartLink, logInAs } from './spec-support';
import type { APIRequestContext, Page } from '@playwright/test';

async function ordersOf(page: Page, request: APIRequestContext): Promise<Order[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await request.get('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Order[] }).data;
}

test('a visitor who taps order-now is warned and sent to log in', async ({ page }) => {
  await page.goto('/foods');
  await page
    .getByRole('button', { name: /Pesan Sekarang/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
});

test('a visitor who opens the cart is warned and offered login or the menu', async ({ page }) => {
  await page.goto('/cart');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('untuk mengakses keranjang.');
  await dialog.getByRole('link', { name: 'Kembali ke Menu' }).click();
  await expect(page).toHaveURL('/foods');
});

test('add two dishes, change quantities, remove one: the badge follows', async ({
  page,
  request,
}) => {
  const nasi = await fetchFood(request, 3);
  const teh = await fetchFood(request, 17);
  await logInAs(page, request);
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang');

  await page.goto('/foods');
  await addFromMenu(page, nasi.nama);
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (1 item)');
  await addFromMenu(page, teh.nama);
  await addFromMenu(page, teh.nama);
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');

  await cartLink(page).click();
  await expect(page).toHaveURL('/cart');
  await page.getByRole('button', { name: `Tambah jumlah ${nasi.nama}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (4 item)');
  await page.getByRole('button', { name: `Kurangi jumlah ${teh.nama}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');
  await page.getByRole('button', { name: `Kurangi jumlah ${teh.nama}` }).click();
  await expect(page.getByText('Quantity cannot be less than 1.')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');

  await page.getByRole('button', { name: `Hapus ${teh.nama}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (2 item)');
  await expect(page.getByRole('main')).not.toContainText(teh.nama);
  await expect(page.getByRole('region', { name: 'Ringkasan Belanja' })).toContainText(
    rupiah(2 * nasi.harga),
  );

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (2 item)');
});

test('checkout from the cart → QRIS payment → confirm → home, order processing', async ({
  page,
  request,
}) => {
  const rendang = await fetchFood(request, 2);
  const cendol = await fetchFood(request, 19);
  const { customer } = await logInAs(page, request);

  await page.goto('/foods');
  await addFromMenu(page, rendang.nama);
  await addFromMenu(page, cendol.nama);
  await cartLink(page).click();
  await page.getByRole('link', { name: 'Check Out' }).click();

  await expect(page).toHaveURL('/order-form-cart');
  await page.getByLabel('Nama').fill(customer.name);
  await page.getByLabel('Alamat').fill('Jl. Palagan Tentara Pelajar No. 8, Sleman');
  await page.getByLabel('Telepon').fill('0812 9876 5432');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  await expect(page).toHaveURL('/payment');
  const total = rendang.harga + cendol.harga;
  await expect(page.getByRole('main')).toContainText(rupiah(total));
  const qris = page.getByRole('img', { name: /^Kode QRIS/ });
  await expect(qris).toBeVisible();
  await expect
    .poll(() => qris.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('main')).toContainText(/demo/i);
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang');

  await page.getByRole('button', { name: 'Saya Sudah Bayar' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Pembayaran diterima. Pesanan Anda sedang diproses.')).toBeVisible();

  const [order] = await ordersOf(page, request);
  expect(order).toMatchObject({
    status: 'processing',
    total_amount: total,
    phone: '6281298765432',
    payment: { status: 'completed', amount: total },
  });
  expect(order?.food_name).toBe(`${rendang.nama} x1, ${cendol.nama} x1`);
});

test('order-now → direct order for two portions → payment shows it', async ({ page, request }) => {
  const nasi = await fetchFood(request, 3);
  await logInAs(page, request);

  await page.goto('/foods/3');
  await page.getByRole('button', { name: /Pesan Sekarang/ }).click();
  await expect(page).toHaveURL('/order-form');
  await expect(page.getByRole('main')).toContainText(nasi.nama);
  await page.getByLabel('Jumlah').fill('2');
  await expect(page.getByRole('main')).toContainText(rupiah(2 * nasi.harga));
  await page.getByLabel('Alamat').fill('Jl. Gejayan No. 21, Sleman');
  await page.getByLabel('Telepon').fill('6281234500000');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  await expect(page).toHaveURL('/payment');
  const summary = page.getByRole('main');
  await expect(summary).toContainText(nasi.nama);
  await expect(summary).toContainText(rupiah(2 * nasi.harga));
  const [order] = await ordersOf(page, request);
  expect(order).toMatchObject({
    status: 'pending',
    total_amount: 2 * nasi.harga,
    food_name: `${nasi.nama} x2`,
  });
});
