import type { Locator, Request } from '@playwright/test';
import {
  accountMenuButton,
  bearer,
  expectSignedIn,
  logIn,
  newCustomer,
  registerCustomer,
  signInCustomer,
  signInLink,
  signUp,
  storedToken,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { fetchCategoryFoods, fetchFood, foodCard, gridColumns, rupiah } from './support/menu';
import { addFromMenu, cartLine, cartLink, ordersOf } from './support/orders';
import { readResetCode } from './support/outbox';

/**
 * What customers do, once each, on the phone they have, through the real server and its
 * database. Messages, validation and delays that a faked response can produce are proven in
 * the component tests (apps/web/test); what the desktop does differently, in *.desktop.spec.ts.
 */

/** Whether an image has arrived from the server, not only been asked for. */
function loaded(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
}

test('a visitor browses home → menu → a dish → categories → about, and is asked to log in to order, to open the cart or to send a suggestion', async ({
  page,
  request,
}) => {
  const nasi = await fetchFood(request, 3);
  const { category, foods } = await fetchCategoryFoods(request, 5);
  const writes: Request[] = [];
  page.on('request', (sent) => {
    if (
      sent.method() !== 'GET' &&
      /^\/api\/(cart|orders|suggestions)/.test(new URL(sent.url()).pathname)
    ) {
      writes.push(sent);
    }
  });

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(signInLink(page)).toBeVisible();
  await expect(cartLink(page)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Pesan Sekarang' }).click();

  // The menu: compact rows on the phone, each with its photo from the server and its price.
  await expect(page).toHaveURL('/foods');
  const card = foodCard(page, nasi.nama);
  await expect(card).toContainText(rupiah(nasi.harga));
  expect(await gridColumns(page)).toBe(1);
  const cardImage = card.getByRole('img', { name: nasi.nama });
  await cardImage.scrollIntoViewIfNeeded();
  await expect(cardImage).toHaveAttribute('src', nasi.gambar_url ?? '');
  await expect.poll(() => loaded(cardImage)).toBeGreaterThan(0);

  // The whole row is the link: a tap on its photo, away from the name, opens the dish.
  await card.click({ position: { x: 12, y: 12 } });
  await expect(page).toHaveURL('/foods/3');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: nasi.nama })).toBeVisible();
  await expect(main).toContainText(nasi.deskripsi ?? '');
  await expect(main).toContainText(rupiah(nasi.harga));
  await expect(page).toHaveTitle(new RegExp(nasi.nama));
  // The server responds to the dish's address itself, so a reload (or a shared link) works.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: nasi.nama })).toBeVisible();
  await expect.poll(() => loaded(main.getByRole('img', { name: nasi.nama }))).toBeGreaterThan(0);

  // Ordering needs an account: the visitor is told so and stays where they were.
  await main.getByRole('button', { name: /Tambah ke Keranjang/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toHaveCount(0);
  await main.getByRole('link', { name: 'Kembali ke Menu' }).click();
  await expect(page).toHaveURL('/foods');

  // On the phone the header's sections sit behind the menu button, which closes on the way.
  const categoriesLink = header.getByRole('link', { name: 'Categories' });
  await expect(categoriesLink).toBeHidden();
  await header.getByRole('button', { name: 'Menu', expanded: false }).click();
  await categoriesLink.click();
  await expect(page).toHaveURL('/categories');
  await expect(categoriesLink).toBeHidden();
  await foodCard(page, category.name)
    .getByRole('link', { name: /Lihat Menu/ })
    .click();
  await expect(page).toHaveURL('/categories/5');
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(foods.length);
  for (const food of foods) {
    await expect(foodCard(page, food.nama)).toContainText(rupiah(food.harga));
  }

  // About: the story, the contact details, the map, and a suggestion only a customer can send.
  await header.getByRole('button', { name: 'Menu', expanded: false }).click();
  await header.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(main.getByRole('region', { name: 'Cerita Kami' })).toBeVisible();
  await expect(main.getByRole('region', { name: /Kontak/ })).toContainText('Sleman');
  await expect(main.locator('iframe[title]')).toHaveAttribute('title', /Peta lokasi/);
  await page.getByLabel('Saran Anda').fill('Tolong tambah menu soto ayam.');
  await page.getByRole('button', { name: 'Kirim Saran' }).click();
  const loginNeeded = page.getByRole('dialog', { name: 'Login diperlukan' });
  await expect(loginNeeded).toBeVisible();
  await loginNeeded.getByRole('button', { name: 'Batal' }).click();
  await expect(loginNeeded).toHaveCount(0);

  // The cart, opened by its address, is for customers too; the visitor goes back to the menu.
  await page.goto('/cart');
  await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk mengakses keranjang.');
  await dialog.getByRole('link', { name: 'Kembali ke Menu' }).click();
  await expect(page).toHaveURL('/foods');

  // Adding from the phone's menu, this time taking the offer to log in.
  await foodCard(page, nasi.nama)
    .getByRole('button', { name: /Tambah ke Keranjang/ })
    .click();
  await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(writes.map((sent) => `${sent.method()} ${sent.url()}`)).toEqual([]);
});

test('a customer signs up, logs in, stays logged in past the token, edits the profile, sends a suggestion and logs out', async ({
  page,
  request,
}) => {
  const customer = newCustomer();

  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL('/signup');
  await signUp(page, customer);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  // The 3 s to the minute are counted in the component test; here the way there is real.
  await expect(page).toHaveURL('/login', { timeout: 6_000 });

  const loginResponse = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/login',
  );
  await logIn(page, customer);
  const { access_token: issued } = (await (await loginResponse).json()) as { access_token: string };
  await expectSignedIn(page, customer.name);
  expect(await storedToken(page)).toBe(issued);

  // The access token is refused once, as when it has expired: the app refreshes it with the
  // server and the customer stays logged in on the new token, the old one now revoked.
  await page.route(
    '**/api/auth/me',
    (route) => route.fulfill({ status: 401, json: { status: 'error', message: 'Token expired' } }),
    { times: 1 },
  );
  await page.reload();
  await expectSignedIn(page, customer.name);
  const renewed = await storedToken(page);
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(issued);
  expect((await request.post('/api/auth/me', { headers: bearer(issued) })).status()).toBe(401);

  await accountMenuButton(page, customer.name).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Profile',
    'Pesanan Saya',
    'Log out',
  ]);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  const profile = page.getByRole('main');
  await expect(profile).toContainText(customer.name);
  await expect(profile).toContainText(customer.email);
  await expect(profile).toContainText(customer.alamat);
  // Kept in international form, shown as people read it.
  await expect(profile).toContainText('0812-3456-7890');

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  const newName = `${customer.name} Wijaya`;
  await page.getByLabel('Nama').fill(newName);
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expectSignedIn(page, newName);

  const content = `Sambal matahnya juara, tolong jual per toples. (${customer.email})`;
  await page.goto('/about');
  await page.getByLabel('Saran Anda').fill(content);
  await page.getByRole('button', { name: 'Kirim Saran' }).click();
  await expect(page.getByText('Terima kasih! Saran Anda telah berhasil dikirim.')).toBeVisible();
  await page.goto('/');
  const suggestion = page.getByRole('listitem').filter({ hasText: content });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText(newName);

  await accountMenuButton(page, newName).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(signInLink(page)).toBeVisible();
  await expect(cartLink(page)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  await page.goto('/profile');
  await expect(page.getByText('User not logged in.')).toBeVisible();
});

test('a customer who forgot the password resets it with the emailed code and logs in with the new one', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);

  // Without an email from the first step the reset form sends the customer there.
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Kirim Kode Reset' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page).toHaveURL('/reset-password', { timeout: 4_000 });
  await expect(page.getByText(`Kode dikirim ke ${customer.email}`)).toBeVisible();

  // The code arrives by email: the server writes it to DATA_DIR/outbox without SMTP_URL.
  const code = await readResetCode(customer.email);
  const newPassword = 'password-baru-99';
  await page.getByLabel('Kode Reset').fill(code);
  await page.getByLabel('Password Baru', { exact: true }).fill(newPassword);
  await page.getByLabel('Konfirmasi Password Baru').fill(newPassword);
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 5_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('reset_password_email'))).toBeNull();

  await logIn(page, customer);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email atau password salah.');
  await logIn(page, { email: customer.email, password: newPassword });
  await expectSignedIn(page, customer.name);
});

test('a customer fills the cart from the menu, checks out, pays by QRIS and the order is processing', async ({
  page,
  request,
}) => {
  const nasi = await fetchFood(request, 3);
  const teh = await fetchFood(request, 17);
  const customer = await signInCustomer(page, request);
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang');

  // Each tap adds one portion; once in the cart a dish has a stepper, and its + makes the
  // same line two.
  await page.goto('/foods');
  await addFromMenu(page, nasi.nama);
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (1 item)');
  await addFromMenu(page, teh.nama);
  await foodCard(page, teh.nama)
    .getByRole('button', { name: `Tambah jumlah ${teh.nama}` })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');

  await cartLink(page).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('list', { name: 'Isi keranjang' }).getByRole('listitem')).toHaveCount(
    2,
  );
  const tehQuantity = cartLine(page, teh.nama).getByRole('group', { name: `Jumlah ${teh.nama}` });
  await expect(tehQuantity).toHaveText('2');
  // The line's photo comes from the server's storage, under the dish's file name (food.gambar).
  const lineImage = cartLine(page, nasi.nama).getByRole('img', { name: nasi.nama });
  await expect(lineImage).toHaveAttribute('src', `/storage/${nasi.gambar}`);
  await expect.poll(() => loaded(lineImage)).toBeGreaterThan(0);

  await page.getByRole('button', { name: `Tambah jumlah ${nasi.nama}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (4 item)');
  await page.getByRole('button', { name: `Kurangi jumlah ${teh.nama}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');
  await expect(tehQuantity).toHaveText('1');
  await page.getByRole('button', { name: `Kurangi jumlah ${teh.nama}` }).click();
  await expect(page.getByRole('alert')).toHaveText('Quantity cannot be less than 1.');
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');
  await page.getByRole('button', { name: `Hapus ${teh.nama}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (2 item)');
  await expect(cartLine(page, teh.nama)).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Ringkasan Belanja' });
  await expect(summary).toContainText(rupiah(2 * nasi.harga));
  // What the page shows is what the server kept.
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (2 item)');
  await expect(summary).toContainText(rupiah(2 * nasi.harga));

  await page.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL('/order-form-cart');
  await expect(page.getByRole('region', { name: 'Ringkasan Pesanan' })).toContainText(nasi.nama);
  await expect(page.getByLabel('Nama')).toHaveValue(customer.name);
  await page.getByLabel('Alamat').fill('Jl. Palagan Tentara Pelajar No. 8, Sleman');
  await page.getByLabel('Telepon').fill('0812 9876 5432');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  // Payment: the total in rupiah and the QRIS code, the demo's (with the amount in it); on the
  // phone the order's details are folded under them until "Rincian pesanan" is tapped.
  await expect(page).toHaveURL('/payment');
  const total = 2 * nasi.harga;
  const qris = page.getByRole('img', { name: /^Kode QRIS/ });
  // The first screen of the phone holds what paying needs: the amount to copy and the code.
  await expect(page.getByRole('button', { name: 'Salin jumlah' })).toBeInViewport({ ratio: 1 });
  await expect(qris).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('main').getByText('Total Pembayaran')).toBeHidden();
  await page.getByRole('main').getByText('Rincian pesanan').click();
  await expect(page.getByRole('main').getByText('Total Pembayaran').locator('..')).toContainText(
    rupiah(total),
  );
  await expect(qris).toHaveCount(1);
  await expect.poll(() => loaded(qris)).toBeGreaterThan(0);
  await expect(page.getByRole('main')).toContainText(/demo/i);
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang');

  await page.getByRole('button', { name: 'Saya Sudah Bayar' }).click();
  // The family checks the money against their bank app: the notice promises nothing yet.
  await expect(
    page.getByText('Terima kasih! Restoran akan mengecek pembayaran Anda.'),
  ).toBeVisible();
  const [order] = await ordersOf(request, customer.token);
  if (!order) throw new Error('the order was not stored');
  // The order's own page, its payment waiting for that check.
  await expect(page).toHaveURL(`/orders/${order.id}`);
  expect(order).toMatchObject({
    status: 'processing',
    total_amount: total,
    phone: '6281298765432',
    food_name: `${nasi.nama} x2`,
    payment: { status: 'completed', amount: total, verification: 'unverified' },
  });
  await expect(page.getByRole('region', { name: 'Pembayaran' })).toContainText(
    'Sudah dibayar — Belum dicek',
  );

  await cartLink(page).click();
  await expect(page.getByText('Keranjang Anda kosong.')).toBeVisible();

  await accountMenuButton(page, customer.name).click();
  await page.getByRole('menuitem', { name: 'Pesanan Saya' }).click();
  await expect(page).toHaveURL('/orders');
  const placed = page.getByRole('article', { name: `Pesanan #${order.id}` });
  await expect(placed).toContainText('Menunggu dicek restoran');
  await expect(placed).not.toContainText('Diproses');
  await expect(placed).toContainText('Sudah dibayar — Belum dicek');
});

test('a customer orders a dish directly: order-now → the order form → payment shows that order', async ({
  page,
  request,
}) => {
  const soto = await fetchFood(request, 8);
  const customer = await signInCustomer(page, request);

  // On a phone, order-now is on the dish's page (the menu's rows only add to the cart).
  await page.goto(`/foods/${soto.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Pesan Sekarang/ })
    .click();
  await expect(page).toHaveURL('/order-form');
  await expect(page.getByRole('region', { name: 'Menu yang dipesan' })).toContainText(soto.nama);
  await expect(page.getByLabel('Jumlah', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Nama')).toHaveValue(customer.name);
  await page.getByLabel('Jumlah', { exact: true }).fill('2');
  await expect(page.getByRole('main')).toContainText(rupiah(2 * soto.harga));
  await page.getByLabel('Alamat').fill('Jl. Gejayan No. 21, Sleman');
  await page.getByLabel('Telepon').fill('6281234500000');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  await expect(page).toHaveURL('/payment');
  const [order] = await ordersOf(request, customer.token);
  expect(order).toMatchObject({
    status: 'pending',
    name: customer.name,
    address: 'Jl. Gejayan No. 21, Sleman',
    phone: '6281234500000',
    total_amount: 2 * soto.harga,
    food_name: `${soto.nama} x2`,
  });
  const main = page.getByRole('main');
  await main.getByText('Rincian pesanan').click();
  await expect(main.getByRole('heading', { name: `Pesanan #${order?.id}` })).toBeVisible();
  await expect(main).toContainText(soto.nama);
  await expect(main).toContainText(rupiah(2 * soto.harga));
  await expect(page.getByRole('button', { name: 'Saya Sudah Bayar' })).toBeVisible();
});
