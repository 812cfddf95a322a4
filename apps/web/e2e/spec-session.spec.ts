import type { Page, Request } from '@playwright/test';
import {
  accountMenuButton,
  expectSignedIn,
  logIn,
  newCustomer,
  registerCustomer,
} from './accounts';
import {
  authorizationOf,
  fillReset,
  fillSignup,
  loggedInCustomer,
  signInLink,
  storedToken,
  watchRequests,
} from './account-spec-helpers';
import { expect, test } from './fixtures';
import { onlyMethod } from './routing';

/** Spec §4 (session, token refresh), §7 (which calls carry the bearer token), §8 ('Network Error'). */

const sessionEnded = {
  status: 'error',
  message: 'Sesi Anda telah berakhir. Silakan login kembali.',
};

test("§4 session: login stores the bearer token in localStorage 'access_token'; logout removes it", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const me = watchRequests(page, 'POST', '/api/auth/me');
  const loginAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/login',
  );
  await logIn(page, customer);
  const { access_token: issued } = (await (await loginAnswer).json()) as { access_token: string };
  await expectSignedIn(page, customer.name);

  expect(issued).toBeTruthy();
  expect(await storedToken(page)).toBe(issued);
  expect(me.length).toBeGreaterThan(0);
  expect(await authorizationOf(me[0]!)).toBe(`Bearer ${issued}`);

  await accountMenuButton(page, customer.name).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(signInLink(page)).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

/** Every `/api` call the page makes from now on, named 'METHOD /path'. */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/api/')) calls.push(call);
  });
  return calls;
}

async function authorizationByCall(calls: Request[]) {
  const seen = new Map<string, (string | undefined)[]>();
  for (const call of calls) {
    const name = `${call.method()} ${new URL(call.url()).pathname}`;
    seen.set(name, [...(seen.get(name) ?? []), await authorizationOf(call)]);
  }
  return seen;
}

const publicCalls = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
];

test('§7 login, register, forgot and reset are sent without a bearer token, even while one is stored', async ({
  page,
  request,
}) => {
  // Five forms in one story, each waiting on the real server.
  test.slow();
  const customer = await loggedInCustomer(page, request);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const calls = recordApiCalls(page);

  await page.goto('/signup');
  await fillSignup(page, newCustomer());
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Kirim Kode Reset' }).click();
  await expect(page).toHaveURL('/reset-password');
  await fillReset(page, '000000', 'password-baru-1');
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await logIn(page, { email: customer.email, password: 'bukan-password-nya' });
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  expect(await storedToken(page)).toBe(token);

  const seen = await authorizationByCall(calls);
  for (const name of publicCalls) {
    expect(seen.get(name), name).toBeDefined();
    expect(seen.get(name), name).toEqual(seen.get(name)!.map(() => undefined));
  }
});

test("§7 the customer's other calls carry the stored token as 'Authorization: Bearer …'", async ({
  page,
  request,
}) => {
  await loggedInCustomer(page, request);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const calls = recordApiCalls(page);

  // The suggestions list, the profile, the cart, sending a suggestion, saving the profile.
  await page.goto('/');
  const suggestions = page.getByRole('region', { name: 'Saran Pelanggan' });
  await expect(suggestions).toBeVisible();
  await expect(suggestions.getByText('Memuat saran...')).toBeHidden();
  await page.goto('/about');
  await page.getByLabel('Saran Anda').fill('Tolong sediakan es dawet di musim panas.');
  await page.getByRole('button', { name: 'Kirim Saran' }).click();
  await expect(page.getByText('Terima kasih! Saran Anda telah berhasil dikirim.')).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('Alamat').fill('Jl. Gejayan No. 8, Sleman');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();

  const seen = await authorizationByCall(calls);
  for (const name of [
    'GET /api/suggestions',
    'POST /api/auth/me',
    'GET /api/cart',
    'POST /api/suggestions',
    'PUT /api/auth/update-profile',
  ]) {
    expect(seen.get(name), name).toBeDefined();
  }
  for (const [name, headers] of seen) {
    expect(publicCalls, name).not.toContain(name);
    expect(headers, name).toEqual(headers.map(() => `Bearer ${token}`));
  }
});

test('§4 token refresh: a 401 on a call with a token makes exactly one refresh, then the call is repeated with the new token', async ({
  page,
  request,
}) => {
  const customer = await loggedInCustomer(page, request);
  const oldToken = await storedToken(page);
  const refreshes = watchRequests(page, 'POST', '/api/auth/refresh');
  const me = watchRequests(page, 'POST', '/api/auth/me');

  // Two calls refused at once (the profile and the cart): still one refresh between them.
  await page.route(
    '**/api/auth/me',
    (route) => route.fulfill({ status: 401, json: sessionEnded }),
    {
      times: 1,
    },
  );
  await page.route(
    '**/api/cart',
    onlyMethod('GET', async (route) => {
      if ((await authorizationOf(route.request())) === `Bearer ${oldToken}`) {
        await route.fulfill({ status: 401, json: sessionEnded });
      } else {
        await route.fallback();
      }
    }),
  );
  await page.reload();

  await expectSignedIn(page, customer.name);
  await expect.poll(() => me.length).toBe(2);
  const newToken = await storedToken(page);
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  expect(refreshes).toHaveLength(1);
  expect(await authorizationOf(refreshes[0]!)).toBe(`Bearer ${oldToken}`);
  expect(await authorizationOf(me[0]!)).toBe(`Bearer ${oldToken}`);
  expect(await authorizationOf(me[1]!)).toBe(`Bearer ${newToken}`);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Keranjang/ })).toBeVisible();
  expect(refreshes).toHaveLength(1);
});

test("§4 token refresh: when the refresh fails the token is removed and the header shows 'Sign in'", async ({
  page,
  request,
}) => {
  const customer = await loggedInCustomer(page, request);
  const refreshes = watchRequests(page, 'POST', '/api/auth/refresh');
  const me = watchRequests(page, 'POST', '/api/auth/me');
  await page.route('**/api/auth/me', (route) => route.fulfill({ status: 401, json: sessionEnded }));
  await page.route('**/api/auth/refresh', (route) =>
    route.fulfill({ status: 401, json: sessionEnded }),
  );
  await page.reload();

  await expect(signInLink(page)).toBeVisible();
  await expect(accountMenuButton(page, customer.name)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  expect(refreshes).toHaveLength(1);
  // The refused call is not repeated without a token.
  expect(me).toHaveLength(1);
});

test("§8 no response: a login that gets no answer shows 'Network Error'", async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.abort('failed'));
  await logIn(page, newCustomer());

  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Network Error');
  await expect(page).toHaveURL('/login');
  expect(await storedToken(page)).toBeNull();
});
