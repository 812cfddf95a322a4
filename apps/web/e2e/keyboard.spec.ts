import type { Page } from '@playwright/test';
import { accountMenuButton, expectSignedIn, registerCustomer } from './accounts';
import { expect, test } from './fixtures';
import {
  expectTabWalk,
  expectTabWalkBack,
  expectVisibleFocus,
  focusedStop,
  markTabStops,
  tab,
  tabTo,
  type FocusStop,
} from './focus';
import { fetchFood } from './menu-data';
import { settled, signInCustomer } from './page-tour';

/** Tabs round an open dialog or menu twice over: focus must never leave it. */
async function expectFocusTrappedIn(page: Page, container: string) {
  const scope = page.locator(container);
  const inside = await markTabStops(page, scope);
  expect(inside.length).toBeGreaterThan(1);
  const seen: FocusStop[] = [];
  for (let press = 0; press < inside.length * 2; press += 1) {
    const stop = await tab(page);
    expect(stop.index, `Tab number ${press + 1} stays inside ${container}`).toBeGreaterThanOrEqual(
      0,
    );
    await expectVisibleFocus(page, stop);
    seen.push(stop);
  }
  // Forward it cycles through every item and wraps to the first again.
  expect(new Set(seen.map((stop) => stop.index)).size).toBe(inside.length);
  const back = await tab(page, { back: true });
  expect(back.index, 'Shift+Tab stays inside too').toBeGreaterThanOrEqual(0);
}

test.describe('the menu page', () => {
  test('Tab walks header, every card, footer in order, each with a visible focus ring', async ({
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

  test('the skip link jumps past the header with Enter', async ({ page }) => {
    await page.goto('/foods');
    await settled(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Langsung ke konten' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const first = page.getByRole('main').getByRole('article').first().getByRole('link');
    await expect(first).toBeFocused();
  });

  test("Enter on a dish's name opens it", async ({ page, request }) => {
    const food = await fetchFood(request, 3);
    await page.goto('/foods');
    await settled(page);
    await tabTo(page, page.getByRole('main').getByRole('link', { name: food.nama }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/foods/3');
    await expect(page.getByRole('heading', { level: 1, name: food.nama })).toBeVisible();
  });

  test('the login warning holds focus, closes on Escape and gives focus back', async ({ page }) => {
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
    await expectFocusTrappedIn(page, '[role="dialog"]');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(orderNow).toBeFocused();
    await expectVisibleFocus(page, await focusedStop(page));

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Login' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('the login page', () => {
  test('Tab walks the page in order with a visible focus ring', async ({ page }) => {
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
  });

  test('a customer logs in with the keyboard alone', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await page.goto('/login');
    await settled(page);
    const email = page.getByLabel('Email', { exact: true });
    await tabTo(page, email);
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await expectSignedIn(page, customer.name);
  });

  test('Enter on "Lupa password?" opens the reset form', async ({ page }) => {
    await page.goto('/login');
    await settled(page);
    await tabTo(page, page.getByRole('link', { name: 'Lupa password?' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/forgot-password');
  });
});

test.describe("a customer's cart", () => {
  test('Tab walks it in order; Enter and Space change quantities', async ({ page, request }) => {
    const customer = await signInCustomer(page, request);
    const food = await fetchFood(request, 3);
    const headers = { authorization: `Bearer ${customer.token}` };
    await request.post('/api/cart', { headers, data: { food_id: 3, jumlah: 2 } });
    await request.post('/api/cart', { headers, data: { food_id: 17, jumlah: 1 } });
    await page.goto('/cart');
    await settled(page);
    await expect(page.getByRole('list', { name: 'Isi keranjang' })).toBeVisible();

    const walk = await expectTabWalk(page);
    const inMain = walk.filter((stop) => stop.region === 'main').map((stop) => stop.what);
    expect(inMain.slice(0, 3)).toEqual([
      `button "Hapus ${food.nama}"`,
      `button "Kurangi jumlah ${food.nama}"`,
      `button "Tambah jumlah ${food.nama}"`,
    ]);
    expect(inMain.slice(-2)).toEqual(['a "Check Out"', 'a "Lanjut Belanja"']);

    const cart = page.getByRole('banner').getByRole('link', { name: /^Keranjang/ });
    await expect(cart).toHaveAccessibleName('Keranjang (3 item)');
    await page.goto('/cart');
    await settled(page);
    await tabTo(page, page.getByRole('button', { name: `Tambah jumlah ${food.nama}` }));
    await page.keyboard.press('Enter');
    await expect(cart).toHaveAccessibleName('Keranjang (4 item)');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: `Kurangi jumlah ${food.nama}` })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cart).toHaveAccessibleName('Keranjang (3 item)');
  });

  test('the account menu holds focus, closes on Escape and gives focus back', async ({
    page,
    request,
  }) => {
    const customer = await signInCustomer(page, request);
    await page.goto('/cart');
    await settled(page);
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
});

test('the cart asks a visitor to log in in a dialog that holds focus', async ({ page }) => {
  await page.goto('/cart');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('untuk mengakses keranjang.');
  await expectFocusTrappedIn(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closed, it leaves the same choice on the page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('sign-up: each field is labelled, and an empty submit ties each error to its field', async ({
  page,
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
  const required = ['Nama', 'Alamat', 'Telepon', 'Email', 'Password'];
  for (const label of required) {
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
});
