import {
  accountMenuButton,
  expectSignedIn,
  registerCustomer,
  signInCustomer,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  expectFocusTrappedIn,
  expectPageBehindInert,
  expectTabWalk,
  expectTabWalkBack,
  expectVisibleFocus,
  focusedStop,
  tabTo,
} from './support/focus';
import { fetchFood } from './support/menu';
import { cartLink, putInCart } from './support/orders';
import { settled } from './support/page-tour';

/**
 * The keyboard on a desktop, where people use one: every tab stop in order with a visible
 * ring, the skip link, dialogs and the account menu that hold focus and give it back, and
 * forms whose errors are read with their fields.
 */

test('the menu page: Tab walks header, every card, footer in order, each with a visible focus ring', async ({
  page,
}) => {
  // Some seventy stops, there and back, each checked for its focus ring.
  test.slow();
  await page.goto('/foods');
  await settled(page);
  const walk = await expectTabWalk(page);
  expect(walk[0]?.what).toContain('Langsung ke konten');
  const cards = await page.getByRole('main').getByRole('article').count();
  // Each card: the dish's link, Tambah ke Keranjang, Pesan Sekarang.
  expect(walk.filter((stop) => stop.region === 'main')).toHaveLength(cards * 3);
  await expectTabWalkBack(page, walk.length);
});

test("the skip link jumps past the header with Enter, and Enter on a dish's name opens it", async ({
  page,
  request,
}) => {
  const food = await fetchFood(request, 3);
  await page.goto('/foods');
  await settled(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Langsung ke konten' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const first = page.getByRole('main').getByRole('article').first().getByRole('link');
  await expect(first).toBeFocused();

  await tabTo(page, page.getByRole('main').getByRole('link', { name: food.nama }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/foods/3');
  await expect(page.getByRole('heading', { level: 1, name: food.nama })).toBeVisible();
});

test("a visitor's login warnings hold focus, close on Escape and give focus back", async ({
  page,
}) => {
  await page.goto('/foods');
  await settled(page);
  const orderNow = page
    .getByRole('main')
    .getByRole('button', { name: /Pesan Sekarang/ })
    .first();
  await tabTo(page, orderNow);

  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anda harus login terlebih dahulu untuk memesan.');
  await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
  await expectPageBehindInert(page);
  await expectFocusTrappedIn(page, 'dialog:modal', { throughBrowser: true });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(orderNow).toBeFocused();
  await expectVisibleFocus(page, await focusedStop(page));

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');

  // The cart's warning, opened by its address, holds focus the same way.
  await page.goto('/cart');
  await expect(dialog).toContainText('untuk mengakses keranjang.');
  await expectFocusTrappedIn(page, 'dialog:modal', { throughBrowser: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closed, it leaves the same choice on the page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('sign-up ties each error to its field; the login page is walked in order and used with the keyboard alone', async ({
  page,
  request,
}) => {
  await page.goto('/signup');
  await settled(page);
  const labels = ['Nama', 'Alamat', 'Telepon', 'Email', 'Password', 'Konfirmasi Password'];
  for (const label of labels) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: 'Daftar' }));
  await page.keyboard.press('Enter');

  // The first field with a problem takes focus, so the customer starts there.
  await expect(page.getByLabel('Nama', { exact: true })).toBeFocused();
  for (const label of ['Nama', 'Alamat', 'Telepon', 'Email', 'Password']) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const described = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
    const texts = await Promise.all(
      described.map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    const error = texts.find((text) => /wajib diisi|minimal/.test(text));
    expect(error, `${label}'s error is read with it (${texts.join(' / ')})`).toBeTruthy();
    await expect(page.getByText(error ?? '', { exact: true })).toBeVisible();
    await expect(field).toHaveAccessibleDescription(new RegExp(error ?? ''));
  }
  // The phone hint stays tied as well, before the error.
  await expect(page.getByLabel('Telepon', { exact: true })).toHaveAccessibleDescription(/62/);
  await page.getByLabel('Nama', { exact: true }).fill('Sari');
  await expect(page.getByLabel('Nama', { exact: true })).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Nama', { exact: true })).not.toHaveAttribute('aria-describedby');

  const customer = await registerCustomer(request);
  await page.goto('/login');
  await settled(page);
  const walk = await expectTabWalk(page);
  const inMain = walk.filter((stop) => stop.region === 'main').map((stop) => stop.what);
  expect(inMain).toEqual([
    'a "←Kembali ke Beranda"',
    'input "Email"',
    'input "Password"',
    'a "Lupa password?"',
    'button "Login"',
    'a "Daftar"',
  ]);
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expectSignedIn(page, customer.name);
});

test("a customer's cart and account menu work from the keyboard", async ({ page, request }) => {
  const customer = await signInCustomer(page, request);
  const food = await fetchFood(request, 3);
  await putInCart(request, customer.token, 3, 2);
  await putInCart(request, customer.token, 17, 1);
  await page.goto('/cart');
  await settled(page);
  await expect(page.getByRole('list', { name: 'Isi keranjang' })).toBeVisible();

  const walk = await expectTabWalk(page);
  const inMain = walk.filter((stop) => stop.region === 'main').map((stop) => stop.what);
  expect(inMain.slice(0, 4)).toEqual([
    `button "Hapus ${food.nama}"`,
    `button "Tambah catatan ${food.nama}"`,
    `button "Kurangi jumlah ${food.nama}"`,
    `button "Tambah jumlah ${food.nama}"`,
  ]);
  expect(inMain.slice(-2)).toEqual(['a "Check Out"', 'a "Lanjut Belanja"']);

  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');
  await page.goto('/cart');
  await settled(page);
  await tabTo(page, page.getByRole('button', { name: `Tambah jumlah ${food.nama}` }));
  await page.keyboard.press('Enter');
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (4 item)');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: `Kurangi jumlah ${food.nama}` })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');

  // The account menu holds focus, closes on Escape and gives focus back.
  const button = accountMenuButton(page, customer.name);
  await tabTo(page, button);
  await expectVisibleFocus(page, await focusedStop(page));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: customer.name });
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await expectFocusTrappedIn(page, '[role="menu"]');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Space');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/profile');
  await expect(menu).toBeHidden();
});
