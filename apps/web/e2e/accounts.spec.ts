import {
  accountMenuButton,
  expectSignedIn,
  logIn,
  newCustomer,
  registerCustomer,
} from './accounts';
import { expect, test } from './fixtures';
import { readResetCode } from './outbox';

test('sign up → log in → the header names the customer → edit profile → log out', async ({
  page,
}) => {
  const customer = newCustomer();

  await page.goto('/signup');
  await page.getByLabel('Nama').fill(customer.name);
  await page.getByLabel('Alamat').fill(customer.alamat);
  await page.getByLabel('Telepon').fill(customer.telephone);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Konfirmasi Password').fill(customer.password);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 6_000 });

  await logIn(page, customer);
  await expectSignedIn(page, customer.name);
  await page.reload();
  await expectSignedIn(page, customer.name);

  await accountMenuButton(page, customer.name).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  const profile = page.getByRole('main');
  await expect(profile).toContainText(customer.email);
  await expect(profile).toContainText(customer.alamat);
  // The server keeps the number in international form.
  await expect(profile).toContainText('6281234567890');

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  const newName = `${customer.name} Wijaya`;
  await page.getByLabel('Nama').fill(newName);
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expectSignedIn(page, newName);

  await accountMenuButton(page, newName).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/profile');
  await expect(page.getByText('User not logged in.')).toBeVisible();
});

test('a customer stays logged in when the access token has expired', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await logIn(page, customer);
  await expectSignedIn(page, customer.name);
  const oldToken = await page.evaluate(() => localStorage.getItem('access_token'));

  // The next profile load is answered as if the token had expired: the app must refresh
  // once against the real server and repeat the call with the new token.
  await page.route(
    '**/api/auth/me',
    (route) => route.fulfill({ status: 401, json: { status: 'error', message: 'Token expired' } }),
    { times: 1 },
  );
  await page.reload();

  await expectSignedIn(page, customer.name);
  const newToken = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  // The token the app gave up is revoked on the server.
  const replay = await request.post('/api/auth/me', {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(replay.status()).toBe(401);
});

test('forgot password → code from the outbox → reset → log in with the new password', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Lupa password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Kirim Kode Reset' }).click();
  await expect(page).toHaveURL('/reset-password', { timeout: 4_000 });

  const code = await readResetCode(customer.email);
  const newPassword = 'password-baru-99';
  await page.getByLabel('Kode Reset').fill(code);
  await page.getByLabel('Password Baru', { exact: true }).fill(newPassword);
  await page.getByLabel('Konfirmasi Password Baru').fill(newPassword);
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page).toHaveURL('/login', { timeout: 5_000 });

  await logIn(page, { email: customer.email, password: customer.password });
  await expect(page.getByRole('alert')).toBeVisible();
  await logIn(page, { email: customer.email, password: newPassword });
  await expectSignedIn(page, customer.name);
});

test('/reset-password without an email from the previous step goes back to forgot password', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/forgot-password');
});

test('a visitor who sends a suggestion is asked to log in first', async ({ page }) => {
  await page.goto('/about');
  await page.getByLabel('Saran Anda').fill('Tolong tambah menu soto ayam.');
  await page.getByRole('button', { name: 'Kirim Saran' }).click();

  const dialog = page.getByRole('dialog', { name: 'Login diperlukan' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
});

test("a customer's suggestion appears on the home page under their name", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await logIn(page, customer);
  await expectSignedIn(page, customer.name);

  const content = `Sambal matahnya juara, tolong jual per toples. (${customer.email})`;
  await page.goto('/about');
  await page.getByLabel('Saran Anda').fill(content);
  await page.getByRole('button', { name: 'Kirim Saran' }).click();
  await expect(page.getByText('Terima kasih! Saran Anda telah berhasil dikirim.')).toBeVisible();

  await page.goto('/');
  const suggestion = page.getByRole('listitem').filter({ hasText: content });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText(customer.name);
});
