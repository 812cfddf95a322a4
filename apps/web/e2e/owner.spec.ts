import { bearer, signInCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { fetchFood, foodCard } from './support/menu';
import { ordersOf } from './support/orders';
import { acknowledgeAllNew, ownerToken, placeOrderAsOwner, signInOwner } from './support/owner';
import { secondPhone } from './support/second-phone';

/**
 * What the family does with the day's orders and their menu, once each, on a phone through
 * the real server. Every message and edge of these pages is proven in the component tests
 * (apps/web/test/owner-*); the permissions, in the API tests.
 */

test("a customer's order from the menu arrives on the family's board while it is open; the family checks the payment, cooks and marks it ready; the customer's Pesanan Saya follows without a reload", async ({
  page: board,
  browser,
  request,
}, testInfo) => {
  const rendang = await fetchFood(request, 10);
  await signInOwner(board, '/admin');
  await expect(board.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  await expect(board.getByText('Langsung', { exact: true })).toBeVisible();

  // The customer, on their own phone, orders from the menu and confirms the QRIS payment.
  const phone = await secondPhone(browser, testInfo);
  const customer = await signInCustomer(phone, request);
  await phone.goto(`/foods/${rendang.id}`);
  await phone
    .getByRole('main')
    .getByRole('button', { name: /Pesan Sekarang/ })
    .click();
  await expect(phone).toHaveURL('/order-form');
  await phone.getByLabel('Jumlah', { exact: true }).fill('2');
  await phone.getByLabel('Alamat').fill('Jl. Gejayan No. 21, Sleman');
  await phone.getByLabel('Telepon').fill('0812 3450 0000');
  await phone.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(phone).toHaveURL('/payment');
  const [order] = await ordersOf(request, customer.token);
  if (!order) throw new Error('the order was not stored');

  // It is on the board without a reload, with the phone as the family dials it.
  const card = board.getByRole('article', { name: `Pesanan #${order.id}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(customer.name);
  await expect(card.getByRole('link', { name: /0812-3450-0000/ })).toHaveAttribute(
    'href',
    'tel:+6281234500000',
  );
  await expect(card).toContainText(`${rendang.nama}`);

  await phone.getByRole('button', { name: 'Saya Sudah Bayar' }).click();
  await expect(phone).toHaveURL(`/orders/${order.id}`);
  // "Pesanan Saya", left open while the family works.
  await phone.goto('/orders');
  const mine = phone.getByRole('article', { name: `Pesanan #${order.id}` });
  // Paid, not yet checked: the customer is not told it is confirmed.
  await expect(mine).toContainText('Menunggu dicek restoran');

  // The family sees the payment arrive, checks it in their bank app and moves the order on.
  await expect(card.getByRole('button', { name: 'Pembayaran diterima' })).toBeVisible();
  await card.getByRole('button', { name: 'Pembayaran diterima' }).click();
  await expect(card).toContainText('Pembayaran diterima');
  await card.getByRole('button', { name: 'Siap diambil/diantar' }).click();
  await expect(card.getByRole('button', { name: 'Selesai' })).toBeVisible();
  await expect(card.getByRole('link', { name: /Kabari lewat WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281234500000\?text=/,
  );

  // The customer's list, left open, shows it ready and the payment checked.
  await expect(mine).toContainText('Siap', { timeout: 20_000 });
  await expect(mine).toContainText('Pembayaran diterima');
  const [after] = await ordersOf(request, customer.token);
  expect(after).toMatchObject({
    id: order.id,
    status: 'ready',
    payment: { status: 'completed', verification: 'verified' },
  });
  await phone.context().close();
});

test('two orders placed while the board is open wait at its top under "2 pesanan baru", with a count on the Pesanan tab, and one tap marks them seen', async ({
  page: board,
  request,
}) => {
  const token = await ownerToken(request);
  const rendang = await fetchFood(request, 10);
  await signInOwner(board, '/admin');
  await expect(board.getByText('Langsung', { exact: true })).toBeVisible();
  const banner = board.getByRole('region', { name: /pesanan baru$/ });
  const newGroup = board.getByRole('heading', { level: 2, name: /^Baru \(/ });

  // Other specs order from the same shop meanwhile: what they placed is marked seen first,
  // and should one of their orders slip in between, the round is played again.
  await expect(async () => {
    await acknowledgeAllNew(request, token);
    await expect(banner).toBeHidden({ timeout: 5_000 });
    const placed = [
      await placeOrderAsOwner(request, token, rendang.id),
      await placeOrderAsOwner(request, token, rendang.id),
    ];

    await expect(banner).toHaveAccessibleName('2 pesanan baru', { timeout: 5_000 });
    // The banner, then "Baru" first of the board's groups.
    await expect(board.getByRole('heading', { level: 2 }).nth(1)).toHaveText('Baru (2)');
    // Right under it, before the day's filters and groups: the two orders, first placed first.
    const underBaru = () =>
      board.evaluate(() => {
        const heading = [...document.querySelectorAll('h2')].find((element) =>
          element.textContent?.startsWith('Baru ('),
        );
        const names: (string | undefined)[] = [];
        for (let next = heading?.nextElementSibling; next?.tagName === 'ARTICLE';) {
          names.push(next.querySelector('h3')?.textContent ?? undefined);
          next = next.nextElementSibling;
        }
        return names;
      });
    await expect.poll(underBaru, { timeout: 5_000 }).toEqual(placed.map((id) => `Pesanan #${id}`));
    await expect(board.getByRole('link', { name: 'Pesanan, 2 pesanan baru' })).toBeVisible();

    await banner.getByRole('button', { name: 'Sudah dilihat' }).click();
    await expect(banner).toBeHidden({ timeout: 5_000 });
    await expect(newGroup).toBeHidden();
    await expect(board.getByRole('link', { name: 'Pesanan', exact: true })).toBeVisible();
    for (const id of placed) {
      await expect(board.getByRole('article', { name: `Pesanan #${id}` })).toBeVisible();
    }
  }).toPass({ timeout: 50_000 });
});

test('a dish the family switches to sold out shows "Habis" to customers and cannot be ordered', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const dish = await fetchFood(request, 20);
  await signInOwner(page, '/admin/menu');
  const soldOut = page.getByRole('switch', { name: `${dish.nama} tersedia` });
  await expect(soldOut).toBeChecked();
  await soldOut.click();
  await expect(soldOut).not.toBeChecked();
  try {
    const phone = await secondPhone(browser, testInfo);
    const customer = await signInCustomer(phone, request);
    await phone.goto('/foods');
    const card = foodCard(phone, dish.nama);
    await expect(card).toContainText('Habis');
    // The phone's row has no button to press for it.
    await expect(card.getByRole('button')).toHaveCount(0);
    // The server refuses it too, whatever a page might send.
    const refused = await request.post('/api/cart', {
      headers: bearer(customer.token),
      data: { food_id: dish.id, jumlah: 1 },
    });
    expect(refused.status()).toBe(422);
    await phone.context().close();
  } finally {
    await request.put(`/api/admin/foods/${dish.id}`, {
      headers: bearer(await ownerToken(request)),
      data: { is_available: true },
    });
  }
});
