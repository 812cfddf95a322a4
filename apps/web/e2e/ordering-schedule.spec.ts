import { signInCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ordersOf } from './support/orders';
import { chooseTime, foodNamed } from './support/ordering';

/**
 * The office nasi box, once, on a phone: picked up tomorrow at noon with a note to the dish.
 * The shop's clock is Wednesday 10.00 (SHOP_NOW in playwright.config.ts), so tomorrow is
 * Thursday 11 June 2026. The form's rules and messages are proven in the component tests.
 */
test('a customer orders a nasi box for pickup tomorrow at 12.00 with "sambal dipisah" and sees it on the order', async ({
  page,
  request,
}) => {
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
});
