import { accountMenuButton } from './accounts';
import { expect, test } from './fixtures';
import { cartLink, logInAs, openMainNav, putInCart } from './spec-support';

test.describe('§2 header', () => {
  test('§2 header: the logo links home; Categories, Foods and About open their pages', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    await page.goto('/about');
    for (const [name, path] of [
      ['Categories', '/categories'],
      ['Foods', '/foods'],
      ['About', '/about'],
    ] as const) {
      await openMainNav(page);
      await header.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await header.getByRole('link', { name: 'Dapur Bu Ratna' }).click();
    await expect(page).toHaveURL('/');
  });

  test("§2 header: a visitor sees 'Sign in' (no cart, no account menu) and it leads to login", async ({
    page,
  }) => {
    await page.goto('/foods');
    const header = page.getByRole('banner');
    const signIn = header.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(cartLink(page)).toHaveCount(0);
    await expect(header.getByRole('button', { name: /Sari|Akun/ })).toHaveCount(0);
    await signIn.click();
    await expect(page).toHaveURL('/login');
  });

  test('§2 header: a customer sees a cart icon whose badge shows the total quantity and is absent at 0', async ({
    page,
    request,
  }) => {
    const { token } = await logInAs(page, request);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    // Empty cart: the icon is there, no badge.
    await expect(cartLink(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang');
    await expect(cartLink(page)).toHaveText('');

    // Two portions of one dish and one of another: the badge counts portions, not lines.
    await putInCart(request, token, 3, 2);
    await putInCart(request, token, 17, 1);
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang (3 item)');
    await expect(cartLink(page).getByText('3', { exact: true })).toBeVisible();

    await cartLink(page).click();
    await expect(page).toHaveURL('/cart');
    await page.getByRole('button', { name: /^Hapus Nasi Goreng/ }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang (1 item)');
    await expect(cartLink(page)).toHaveText('1');
    await page.getByRole('button', { name: /^Hapus Es Teh/ }).click();
    await expect(page.getByText('Keranjang Anda kosong.')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Keranjang');
    await expect(cartLink(page)).toHaveText('');
  });

  test("§2 header: a customer's name opens a menu with Profile and Log out", async ({
    page,
    request,
  }) => {
    const { customer } = await logInAs(page, request);
    const menuButton = accountMenuButton(page, customer.name);

    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Log out']);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('main')).toContainText(customer.email);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(menuButton).toHaveCount(0);
    await expect(cartLink(page)).toHaveCount(0);
  });
});

test.describe('§1 footer', () => {
  test('§1 footer: links to the restaurant on Facebook and Instagram', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const facebook = footer.getByRole('link', { name: /Facebook/ });
    const instagram = footer.getByRole('link', { name: /Instagram/ });
    await expect(facebook).toBeVisible();
    await expect(instagram).toBeVisible();
    expect(new URL((await facebook.getAttribute('href')) ?? '').hostname).toMatch(
      /(^|\.)facebook\.com$/,
    );
    expect(new URL((await instagram.getAttribute('href')) ?? '').hostname).toMatch(
      /(^|\.)instagram\.com$/,
    );
  });

  test('§1 footer: WhatsApp opens wa.me with the Indonesian order template (name, full address, products with quantities, payment method, notes)', async ({
    page,
  }) => {
    await page.goto('/foods');
    const link = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.protocol).toBe('https:');
    expect(href.hostname).toBe('wa.me');
    expect(href.pathname).toMatch(/^\/62\d+$/);
    const text = href.searchParams.get('text') ?? '';
    expect(text).toMatch(/saya ingin memesan/i);
    // Each part of the template is a line of its own, in this order.
    const lines = text.split('\n');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    const parts = [
      at(/^Nama:/),
      at(/^Alamat lengkap:/),
      at(/^Pesanan \(menu x jumlah\):/),
      at(/^Metode pembayaran:/),
      at(/^Catatan:/),
    ];
    for (const index of parts) expect(index).toBeGreaterThan(-1);
    expect([...parts].sort((a, b) => a - b)).toEqual(parts);
  });

  test('§1/§9 footer: copyright year 2024', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText(/©\s*2024\b/);
  });
});

test('§2 /about: map embed, history text, contact details and the suggestion form', async ({
  page,
}) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  const map = main.locator('iframe[title]');
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('title', /Peta lokasi/);
  await expect(map).toHaveAttribute('src', /^https:\/\//);

  const history = main.getByRole('region', { name: 'Cerita Kami' });
  await expect(history).toContainText('1998');

  const contact = main.getByRole('region', { name: /Kontak/ });
  await expect(contact).toContainText('Sleman');
  await expect(contact.getByRole('link', { name: /^\+62/ })).toHaveAttribute('href', /^tel:\+62/);
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/62/,
  );

  const form = main.getByRole('region', { name: 'Kirim Saran' });
  await expect(form.getByRole('textbox', { name: 'Saran Anda' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Kirim Saran' })).toBeVisible();
});
