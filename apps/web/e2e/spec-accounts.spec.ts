import { expectSignedIn, logIn, newCustomer, registerCustomer } from './accounts';
import {
  fillReset,
  fillSignup,
  loggedInCustomer,
  openResetFor,
  pathname,
  pauseClock,
  storedResetEmail,
  untilShownWithoutTimePassing,
  watchRequests,
} from './account-spec-helpers';
import { expect, test } from './fixtures';
import { readResetCode } from './outbox';
import { onlyMethod, serverError } from './routing';

/** The lines of spec.md §2, §4, §5 and §8 about signing up, logging in, passwords and the profile. */

const error = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('alert');

test.describe('registration', () => {
  test("§4 registration: 'Registration successful!' then /login after 3 s", async ({ page }) => {
    const customer = newCustomer();
    await page.clock.install();
    // Arrive through the login page, so its page is loaded and the redirect's moment is exact.
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Daftar', exact: true }).click();
    await expect(page).toHaveURL('/signup');
    await fillSignup(page, customer);

    await pauseClock(page);
    await page.getByRole('button', { name: 'Daftar' }).click();
    const done = page.getByText('Registration successful!');
    await untilShownWithoutTimePassing(page, done);

    await page.clock.runFor(2_900);
    expect(await pathname(page)).toBe('/signup');
    await expect(done).toBeVisible();

    await page.clock.runFor(100);
    await expect.poll(() => pathname(page)).toBe('/login');
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    // The account exists: the customer can log in with it.
    await logIn(page, customer);
    await expectSignedIn(page, customer.name);
  });

  test("§5 register: password and confirmation must match, else 'Passwords do not match.'", async ({
    page,
  }) => {
    const registers = watchRequests(page, 'POST', '/api/auth/register');
    await page.goto('/signup');
    await fillSignup(page, newCustomer(), 'sesuatu-yang-lain');
    await page.getByRole('button', { name: 'Daftar' }).click();

    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(page.getByLabel('Konfirmasi Password')).toHaveAccessibleDescription(
      /Passwords do not match\./,
    );
    await expect(page).toHaveURL('/signup');
    expect(registers).toHaveLength(0);
  });

  test('§5 register: name, alamat, telephone and email are required, at most 255 characters', async ({
    page,
  }) => {
    const registers = watchRequests(page, 'POST', '/api/auth/register');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByLabel('Nama')).toHaveAccessibleDescription(/Nama wajib diisi\./);
    await expect(page.getByLabel('Alamat')).toHaveAccessibleDescription(/Alamat wajib diisi\./);
    await expect(page.getByLabel('Telepon')).toHaveAccessibleDescription(/Telepon wajib diisi\./);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Email wajib diisi\./);

    await fillSignup(page, newCustomer({ name: 'N'.repeat(256), alamat: 'A'.repeat(256) }));
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByLabel('Nama')).toHaveAccessibleDescription(
      /Nama maksimal 255 karakter\./,
    );
    await expect(page.getByLabel('Alamat')).toHaveAccessibleDescription(
      /Alamat maksimal 255 karakter\./,
    );
    expect(registers).toHaveLength(0);
  });

  test("§5 register: a taken email shows the server's flattened message", async ({
    page,
    request,
  }) => {
    const existing = await registerCustomer(request);
    await page.goto('/signup');
    await fillSignup(page, newCustomer({ email: existing.email }));
    await page.getByRole('button', { name: 'Daftar' }).click();

    await expect(error(page)).toHaveText('Email sudah terdaftar.');
    await expect(page.getByText('Registration successful!')).toHaveCount(0);
    await expect(page).toHaveURL('/signup');
  });

  test('§5 register: server validation messages, as field lists or as one string, are flattened and shown', async ({
    page,
  }) => {
    let answer: object = {
      status: 'error',
      message: 'Data yang dikirim tidak valid.',
      errors: {
        email: ['Email sudah terdaftar.'],
        telephone: ['Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.'],
      },
    };
    await page.route('**/api/auth/register', (route) =>
      route.fulfill({ status: 422, json: answer }),
    );
    await page.goto('/signup');
    await fillSignup(page, newCustomer());
    await page.getByRole('button', { name: 'Daftar' }).click();
    const messages = error(page).getByRole('listitem');
    await expect(messages).toHaveText([
      'Email sudah terdaftar.',
      'Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.',
    ]);

    answer = {
      status: 'error',
      message: 'Data yang dikirim tidak valid.',
      errors: 'Nama terlalu pendek.',
    };
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(error(page)).toHaveText('Nama terlalu pendek.');
  });

  test("§5 register: a failure without validation messages shows 'Something went wrong. Please try again.'", async ({
    page,
  }) => {
    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/signup');
    await fillSignup(page, newCustomer());
    await page.getByRole('button', { name: 'Daftar' }).click();

    await expect(error(page)).toHaveText('Something went wrong. Please try again.');
    await expect(page).toHaveURL('/signup');
  });
});

test.describe('login', () => {
  test("§8 login failure: wrong credentials show the server's message", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await logIn(page, { email: customer.email, password: 'bukan-password-nya' });

    await expect(error(page)).toHaveText('Email atau password salah.');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('§8 login failure: a server reason sent as `error` instead of `message` is shown', async ({
    page,
  }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 401, json: { status: 'error', error: 'Akun dikunci sementara.' } }),
    );
    await logIn(page, newCustomer());

    await expect(error(page)).toHaveText('Akun dikunci sementara.');
    await expect(page).toHaveURL('/login');
  });

  test("§8 login failure: without a server message, 'Login gagal. Cek kembali kredensial Anda.'", async ({
    page,
  }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 401, json: {} }));
    await logIn(page, newCustomer());

    await expect(error(page)).toHaveText('Login gagal. Cek kembali kredensial Anda.');
    await expect(page).toHaveURL('/login');
  });

  test('§5 login: email and password are required', async ({ page }) => {
    const logins = watchRequests(page, 'POST', '/api/auth/login');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Email wajib diisi\./);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password wajib diisi\./,
    );
    expect(logins).toHaveLength(0);
  });
});

test.describe('forgot and reset password', () => {
  test('§4 forgot password: success stores the email for the session, then /reset-password after 1 s', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await page.clock.install();
    // /reset-password without an email sends the customer here: both pages are then loaded.
    await page.goto('/reset-password');
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email').fill(customer.email);

    await pauseClock(page);
    await page.getByRole('button', { name: 'Kirim Kode Reset' }).click();
    const sent = page.getByRole('main').getByRole('status');
    await untilShownWithoutTimePassing(page, sent);
    await expect(sent).toHaveText('Jika email terdaftar, kode reset telah kami kirim.');
    expect(await storedResetEmail(page)).toBe(customer.email);

    await page.clock.runFor(900);
    expect(await pathname(page)).toBe('/forgot-password');

    await page.clock.runFor(100);
    await expect.poll(() => pathname(page)).toBe('/reset-password');
    await page.clock.resume();
    await expect(page.getByText(`Kode dikirim ke ${customer.email}`)).toBeVisible();
  });

  test('§4 reset password: success removes the stored email, then /login after 2 s', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await page.clock.install();
    // The whole way a customer takes, so the login page is loaded before the timed step.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await expect(page.getByRole('heading', { name: 'Lupa Password' })).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Kirim Kode Reset' }).click();
    await expect(page).toHaveURL('/reset-password');
    expect(await storedResetEmail(page)).toBe(customer.email);

    const newPassword = 'password-baru-77';
    await fillReset(page, await readResetCode(customer.email), newPassword);
    await pauseClock(page);
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    const done = page.getByRole('main').getByRole('status');
    await untilShownWithoutTimePassing(page, done);
    await expect(done).toHaveText('Password berhasil diubah. Silakan login dengan password baru.');
    expect(await storedResetEmail(page)).toBeNull();

    await page.clock.runFor(1_900);
    expect(await pathname(page)).toBe('/reset-password');

    await page.clock.runFor(100);
    await expect.poll(() => pathname(page)).toBe('/login');
    await page.clock.resume();

    await logIn(page, { email: customer.email, password: newPassword });
    await expectSignedIn(page, customer.name);
  });

  test('§2 /reset-password without a stored email redirects to /forgot-password', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('button', { name: 'Kirim Kode Reset' })).toBeVisible();
  });

  test("§8 forgot password failure: the server's message", async ({ page, request }) => {
    const customer = await registerCustomer(request);
    // The server allows five codes per address in 15 minutes; the sixth ask is refused.
    for (let i = 0; i < 5; i += 1) {
      const response = await request.post('/api/auth/forgot-password', {
        data: { email: customer.email },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Kirim Kode Reset' }).click();

    await expect(error(page)).toHaveText(
      /^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ (detik|menit)\.$/,
    );
    await expect(page).toHaveURL('/forgot-password');
    expect(await storedResetEmail(page)).toBeNull();
  });

  test("§8 forgot password failure: without a server message, 'Email tidak ditemukan. Silakan coba lagi.'", async ({
    page,
  }) => {
    await page.route('**/api/auth/forgot-password', serverError);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(newCustomer().email);
    await page.getByRole('button', { name: 'Kirim Kode Reset' }).click();

    await expect(error(page)).toHaveText('Email tidak ditemukan. Silakan coba lagi.');
    await expect(page).toHaveURL('/forgot-password');
  });

  test("§5 reset password: at least 8 characters, 'Password harus minimal 8 karakter'", async ({
    page,
  }) => {
    const resets = watchRequests(page, 'POST', '/api/auth/reset-password');
    await openResetFor(page, newCustomer().email);
    await fillReset(page, '123456', 'pendek7');
    await page.getByRole('button', { name: 'Simpan Password' }).click();

    await expect(page.getByText('Password harus minimal 8 karakter')).toBeVisible();
    await expect(page.getByLabel('Password Baru', { exact: true })).toHaveAccessibleDescription(
      /Password harus minimal 8 karakter/,
    );
    expect(resets).toHaveLength(0);
  });

  test("§5 reset password: must equal the confirmation, 'Password dan konfirmasi password tidak cocok'", async ({
    page,
  }) => {
    const resets = watchRequests(page, 'POST', '/api/auth/reset-password');
    await openResetFor(page, newCustomer().email);
    await fillReset(page, '123456', 'password-baru-1', 'password-baru-2');
    await page.getByRole('button', { name: 'Simpan Password' }).click();

    await expect(page.getByText('Password dan konfirmasi password tidak cocok')).toBeVisible();
    await expect(page.getByLabel('Konfirmasi Password Baru')).toHaveAccessibleDescription(
      /Password dan konfirmasi password tidak cocok/,
    );
    expect(resets).toHaveLength(0);
  });

  test("§8 reset password failure: a wrong code shows the server's message", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await openResetFor(page, customer.email);
    await fillReset(page, '000000', 'password-baru-1');
    await page.getByRole('button', { name: 'Simpan Password' }).click();

    await expect(error(page)).toHaveText('Kode reset tidak valid atau sudah kedaluwarsa.');
    await expect(page).toHaveURL('/reset-password');
    expect(await storedResetEmail(page)).toBe(customer.email);
  });

  test("§8 reset password failure: without a server message, 'Terjadi kesalahan. Silakan coba lagi.'", async ({
    page,
  }) => {
    await page.route('**/api/auth/reset-password', serverError);
    await openResetFor(page, newCustomer().email);
    await fillReset(page, '123456', 'password-baru-1');
    await page.getByRole('button', { name: 'Simpan Password' }).click();

    await expect(error(page)).toHaveText('Terjadi kesalahan. Silakan coba lagi.');
    await expect(page).toHaveURL('/reset-password');
  });
});

test.describe('profile', () => {
  test("§8 profile: a visitor sees 'User not logged in.'", async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profil Saya' })).toBeVisible();
    await expect(error(page)).toHaveText('User not logged in.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test("§8 profile: a token the server refuses, whose refresh fails, shows 'Session expired. Please log in again.'", async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('access_token', 'bukan-token-yang-sah'));
    await page.goto('/profile');

    await expect(error(page)).toHaveText('Session expired. Please log in again.');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test("§2 /profile shows name, email, alamat and telephone, and 'Edit Profile' leads to /profile/{id}", async ({
    page,
    request,
  }) => {
    const customer = await loggedInCustomer(page, request);
    await page.goto('/profile');
    const details = page.getByRole('main');
    await expect(details).toContainText(customer.name);
    await expect(details).toContainText(customer.email);
    await expect(details).toContainText(customer.alamat);
    await expect(details).toContainText('6281234567890');

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/\d+$/);
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  });

  test("§8 profile update: success shows 'Profile updated successfully.'", async ({
    page,
    request,
  }) => {
    const customer = await loggedInCustomer(page, request);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByLabel('Alamat').fill('Jl. Malioboro No. 52, Yogyakarta');
    await page.getByLabel('Telepon').fill('6285700011122');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Profile updated successfully.',
    );
    await page.goto('/profile');
    await expect(page.getByRole('main')).toContainText('Jl. Malioboro No. 52, Yogyakarta');
    await expect(page.getByRole('main')).toContainText('6285700011122');
    await expect(page.getByRole('main')).toContainText(customer.email);
  });

  test("§8 profile update: a taken email shows the server's message", async ({ page, request }) => {
    const other = await registerCustomer(request);
    const customer = await loggedInCustomer(page, request);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByLabel('Email').fill(other.email);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();

    await expect(error(page)).toHaveText('Email sudah terdaftar.');
    await expect(page.getByText('Profile updated successfully.')).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByRole('main')).toContainText(customer.email);
  });

  test("§8 profile update: failure without a server message shows 'An unexpected error occurred.'", async ({
    page,
    request,
  }) => {
    await loggedInCustomer(page, request);
    await page.route('**/api/auth/update-profile', onlyMethod('PUT', serverError));
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByLabel('Alamat').fill('Jl. Parangtritis Km 3, Bantul');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();

    await expect(error(page)).toHaveText('An unexpected error occurred.');
  });

  test('§5 profile edit: name, alamat, telephone and email are required, at most 255 characters', async ({
    page,
    request,
  }) => {
    await loggedInCustomer(page, request);
    const updates = watchRequests(page, 'PUT', '/api/auth/update-profile');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    for (const label of ['Nama', 'Alamat', 'Telepon', 'Email']) {
      await page.getByLabel(label).fill('');
    }
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    for (const label of ['Nama', 'Alamat', 'Telepon', 'Email']) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(
        new RegExp(`${label} wajib diisi\\.`),
      );
    }

    await page.getByLabel('Nama').fill('N'.repeat(256));
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByLabel('Nama')).toHaveAccessibleDescription(
      /Nama maksimal 255 karakter\./,
    );
    expect(updates).toHaveLength(0);
  });
});
