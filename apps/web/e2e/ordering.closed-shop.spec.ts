import { signInCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ordersOf } from './support/orders';
import { chooseTime, foodNamed } from './support/ordering';

/**
 * The shop of the `phone-closed-shop` project: its clock is Wednesday 21.00, an hour after
 * the demo restaurant closed (playwright.config.ts). Runs against its own server.
 */
test('a closed shop says when it opens again and takes an order for a later time', async ({
  page,
  request,
}) => {
  const gadoGado = await foodNamed(request, 'Gado-Gado');
  const customer = await signInCustomer(page, request);
  const closed =
    'Restoran sedang tutup. Buka lagi besok pukul 07.00. Pilih waktu lain untuk memesan.';

  await page.goto(`/foods/${gadoGado.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: closed })).toBeVisible();
  await main.getByRole('button', { name: 'Pesan Sekarang' }).click();

  await expect(page).toHaveURL('/order-form');
  await expect(page.getByRole('radio', { name: /^Secepatnya/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^Pilih waktu/ })).toBeChecked();
  await expect(page.getByLabel('Hari', { exact: true })).toHaveValue('2026-06-11');
  await chooseTime(page, 'Besok', '07.00');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  await expect(page).toHaveURL('/payment');
  const [order] = await ordersOf(request, customer.token);
  expect(order).toMatchObject({
    fulfilment: 'delivery',
    scheduled_for: '2026-06-11T00:00:00.000Z',
  });
  await expect(main).toContainText('11 Juni 2026 pukul 07.00');
});
