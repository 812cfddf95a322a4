import { bearer, signInCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ordersOf } from './support/orders';
import { ownerToken, signInOwner } from './support/owner';
import { secondPhone } from './support/second-phone';

/**
 * Dish options once through the real server on two phones: the family gives a dish its
 * options in the editor, a customer orders it "dada + telur", and the board and the prep
 * sheet show what to cook. Every rule and message is proven in the API tests
 * (apps/api/test/dish-options-*.test.ts) and the component tests (the pickers, the editor).
 */
test('the family adds "Bagian" and "Tambahan" to a dish, a customer orders it with dada and telur and pays for the extra, and the board and the prep sheet show both', async ({
  page: family,
  browser,
  request,
}, testInfo) => {
  // A dish of its own, so no other spec's menu changes.
  const token = await ownerToken(request);
  const created = await request.post('/api/admin/foods', {
    headers: bearer(token),
    data: { nama: `Ayam Goreng Pilihan ${Date.now() % 100_000}`, harga: 20_000, category_id: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dish = ((await created.json()) as { data: { id: number; nama: string } }).data;

  await signInOwner(family, `/admin/menu/foods/${dish.id}`);
  const editor = family.getByRole('region', { name: 'Pilihan' });
  // A group is named "Grup 1" until it has a name, then by its name.
  await editor.getByRole('button', { name: 'Tambah grup pilihan' }).click();
  await editor
    .getByRole('group', { name: 'Grup 1' })
    .getByRole('textbox', { name: 'Nama grup' })
    .fill('Bagian');
  const bagian = editor.getByRole('group', { name: 'Bagian' });
  await bagian.getByRole('textbox', { name: 'Nama pilihan' }).fill('Paha');
  await bagian.getByRole('button', { name: 'Tambah pilihan ke Bagian' }).click();
  await bagian.getByRole('textbox', { name: 'Nama pilihan' }).nth(1).fill('Dada');
  await editor.getByRole('button', { name: 'Tambah grup pilihan' }).click();
  await editor
    .getByRole('group', { name: 'Grup 2' })
    .getByRole('textbox', { name: 'Nama grup' })
    .fill('Tambahan');
  const tambahan = editor.getByRole('group', { name: 'Tambahan' });
  await tambahan.getByRole('checkbox', { name: 'Wajib dipilih' }).uncheck();
  await tambahan.getByRole('textbox', { name: 'Nama pilihan' }).fill('Telur');
  await tambahan.getByRole('textbox', { name: 'Tambahan harga (Rp)' }).fill('5.000');
  await editor.getByRole('button', { name: 'Simpan pilihan' }).click();
  await expect(family.getByText(`Pilihan ${dish.nama} disimpan.`)).toBeVisible();

  // The customer, on their own phone, chooses on the dish's page and orders it at once.
  const phone = await secondPhone(browser, testInfo);
  const customer = await signInCustomer(phone, request);
  await phone.goto(`/foods/${dish.id}`);
  const order = phone.getByRole('main');
  await order.getByRole('radio', { name: 'Dada' }).check();
  // One option in an optional group: a single choice, a radio button.
  await order.getByRole('radio', { name: 'Telur +Rp 5.000' }).check();
  await expect(order.getByText('Harga per porsi:')).toHaveText(/Rp 25\.000/);
  await order.getByRole('button', { name: /Pesan Sekarang/ }).click();
  await expect(phone).toHaveURL('/order-form');
  await phone.getByLabel('Alamat').fill('Jl. Gejayan No. 21, Sleman');
  await phone.getByLabel('Telepon').fill('0812 3450 0000');
  await phone.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(phone).toHaveURL('/payment');
  const [placed] = await ordersOf(request, customer.token);
  if (!placed) throw new Error('the order was not stored');
  // The extra egg is charged: the dish's Rp 20.000 and Rp 5.000, plus the delivery fee.
  expect(placed.total_amount).toBe(25_000 + placed.delivery_fee);
  expect(placed.items).toMatchObject([
    { nama_menu: dish.nama, harga_satuan: 25_000, options: [{ name: 'Dada' }, { name: 'Telur' }] },
  ]);
  // Folded under the QR on the phone's payment page.
  await phone.getByRole('main').getByText('Rincian pesanan').click();
  await expect(phone.getByText('Dada, Telur')).toBeVisible();
  await phone.context().close();

  // The kitchen sees exactly that on the board and on the prep sheet.
  await family.goto('/admin');
  const card = family.getByRole('article', { name: `Pesanan #${placed.id}` });
  await expect(card).toContainText(dish.nama);
  await expect(card).toContainText('Dada, Telur');
  await family.goto('/admin/reports');
  const line = family.getByRole('row').filter({ hasText: dish.nama });
  await expect(line).toContainText('Bagian: Dada ×1');
  await expect(line).toContainText('Tambahan: Telur ×1');
});
