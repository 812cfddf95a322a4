import { signInCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ordersOf } from './support/orders';
import { chooseTime, foodNamed } from './support/ordering';
import { signInOwner } from './support/owner';

/**
 * The office nasi box, once, on a phone: picked up tomorrow at noon with a note to the dish.
 * The shop's clock is Wednesday 10.00 (SHOP_NOW in playwright.config.ts), so tomorrow is
 * Thursday 11 June 2026. The form's rules and messages are proven in the component tests.
 * The family then finds it on the board of the day it is due and on that day's prep sheet.
 */
test('a customer orders a nasi box for pickup tomorrow at 12.00 with "sambal dipisah" and sees it on the order', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const nasiBox = await foodNamed(request, 'Nasi Box Ayam Goreng Kremes');
  const customer = await signInCustomer(page, request);

  await page.goto(`/foods/${nasiBox.id}`);
  const main = page.getByRole('main');
  await main.getByLabel('Catatan').fill('sambal dipisah');
  await main.getByRole('button', { name: 'Pesan Sekarang' }).click();

  await expect(page).toHaveURL('/order-form');
  await expect(page.getByLabel('Catatan untuk menu ini')).toHaveValue('sambal dipisah');
  await page.getByRole('radio', { name: /^Ambil sendiri/ }).check();
  await expect(page.getByLabel('Alamat', { exact: true })).toHaveCount(0);
  await expect(main).toContainText('Ambil pesanan di');
  await chooseTime(page, 'Besok', '12.00');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  await expect(page).toHaveURL('/payment');
  const [order] = await ordersOf(request, customer.token);
  if (!order) throw new Error('the order was not stored');
  expect(order).toMatchObject({
    fulfilment: 'pickup',
    scheduled_for: '2026-06-11T05:00:00.000Z',
    delivery_fee: 0,
    items: [{ nama_menu: nasiBox.nama, jumlah: 1, note: 'sambal dipisah' }],
  });
  await expect(main).toContainText('Ambil sendiri');
  await expect(main).toContainText('11 Juni 2026 pukul 12.00');
  await expect(main).toContainText('Catatan: sambal dipisah');

  await page.goto(`/orders/${order.id}`);
  const pickup = page.getByRole('region', { name: 'Diambil oleh' });
  await expect(pickup).toContainText('Ambil sendiri');
  await expect(pickup).toContainText('11 Juni 2026 pukul 12.00');
  await expect(page.getByRole('list', { name: 'Isi pesanan' })).toContainText(
    'Catatan: sambal dipisah',
  );

  // The family, on their own phone: Thursday's board, with the time and the note, and
  // Thursday's prep sheet.
  const { viewport, isMobile, hasTouch, baseURL, userAgent } = testInfo.project.use;
  const family = await (
    await browser.newContext({ viewport, isMobile, hasTouch, baseURL, userAgent })
  ).newPage();
  await signInOwner(family, '/admin?day=2026-06-11');
  const card = family.getByRole('article', { name: `Pesanan #${order.id}` });
  await expect(card).toContainText('Ambil sendiri');
  await expect(card).toContainText('12.00');
  await expect(card).toContainText('sambal dipisah');

  await family.goto('/admin/reports');
  await family.getByLabel('Hari harus siap').fill('2026-06-11');
  const prep = family.getByRole('region', { name: /Daftar masak/ });
  await expect(prep.getByRole('row', { name: new RegExp(nasiBox.nama) })).toBeVisible();
  await family.context().close();
});
