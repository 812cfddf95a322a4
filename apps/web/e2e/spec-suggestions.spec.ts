import type { Page, Route } from '@playwright/test';
import { expectSignedIn } from './accounts';
import {
  loggedInCustomer,
  pauseClock,
  signInLink,
  storedToken,
  untilShownWithoutTimePassing,
  watchRequests,
} from './account-spec-helpers';
import { expect, test } from './fixtures';
import { neverAnswer, onlyMethod } from './routing';

/** Spec §2 (home list), §4 (notices), §5/§6 (who may send), §8 (load and send errors). */

const SENT = 'Terima kasih! Saran Anda telah berhasil dikirim.';
const SEND_FAILED = 'Maaf, terjadi kesalahan. Silakan coba lagi.';

const suggestionsSection = (page: Page) => page.getByRole('region', { name: 'Saran Pelanggan' });

async function sendSuggestion(page: Page, content: string) {
  await page.getByLabel('Saran Anda').fill(content);
  await page.getByRole('button', { name: 'Kirim Saran' }).click();
}

test.describe('sending a suggestion', () => {
  test(`§4 suggestion: the success notice '${SENT}' disappears after 3 s`, async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await loggedInCustomer(page, request);
    const token = await storedToken(page);
    const me = await request.post('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { id } = (await me.json()) as { id: number };
    const posts = watchRequests(page, 'POST', '/api/suggestions');
    await page.goto('/about');
    const content = 'Rendangnya empuk sekali, tolong buka cabang di Bantul.';
    await page.getByLabel('Saran Anda').fill(content);

    await pauseClock(page);
    await page.getByRole('button', { name: 'Kirim Saran' }).click();
    const notice = page.getByText(SENT);
    await untilShownWithoutTimePassing(page, notice);
    // §3/§7: the payload is user_id and content.
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({ user_id: id, content });
    await expect(page.getByLabel('Saran Anda')).toHaveValue('');

    await page.clock.runFor(2_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(100);
    await expect(notice).toBeHidden();
  });

  test(`§4 suggestion: the error notice '${SEND_FAILED}' disappears after 3 s`, async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await loggedInCustomer(page, request);
    await page.route(
      '**/api/suggestions',
      onlyMethod('POST', (route) =>
        route.fulfill({ status: 500, json: { status: 'error', message: 'Server rusak.' } }),
      ),
    );
    await page.goto('/about');
    await page.getByLabel('Saran Anda').fill('Sambalnya kurang pedas.');

    await pauseClock(page);
    await page.getByRole('button', { name: 'Kirim Saran' }).click();
    const notice = page.getByRole('alert').filter({ hasText: SEND_FAILED });
    await untilShownWithoutTimePassing(page, notice);
    await expect(notice).toHaveText(SEND_FAILED);
    // What the customer wrote is kept, to send again.
    await expect(page.getByLabel('Saran Anda')).toHaveValue('Sambalnya kurang pedas.');

    await page.clock.runFor(2_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(100);
    await expect(notice).toBeHidden();
  });

  test("§8 suggestion: a 401 whose refresh fails ends the session and the 'Sesi berakhir' dialog offers to log in again", async ({
    page,
    request,
  }) => {
    const customer = await loggedInCustomer(page, request);
    const refreshes = watchRequests(page, 'POST', '/api/auth/refresh');
    const ended = { status: 'error', message: 'Sesi Anda telah berakhir. Silakan login kembali.' };
    await page.goto('/about');
    await page.route(
      '**/api/suggestions',
      onlyMethod('POST', (route) => route.fulfill({ status: 401, json: ended })),
    );
    await page.route('**/api/auth/refresh', (route) => route.fulfill({ status: 401, json: ended }));
    const content = 'Tolong tambah menu gudeg kering.';
    await sendSuggestion(page, content);

    const dialog = page.getByRole('dialog', { name: 'Sesi berakhir' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Sesi Anda telah berakhir. Silakan login kembali.');
    await expect(page.getByText(SEND_FAILED)).toHaveCount(0);
    expect(refreshes).toHaveLength(1);
    expect(await storedToken(page)).toBeNull();

    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await expect(signInLink(page)).toBeVisible();

    // Logging in again works and the customer is back where they were.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectSignedIn(page, customer.name);
    await expect(page).toHaveURL('/about');
  });

  test('§6 suggestion: a visitor who submits gets a dialog asking to log in, and nothing is sent', async ({
    page,
  }) => {
    const posts = watchRequests(page, 'POST', '/api/suggestions');
    await page.goto('/about');
    await sendSuggestion(page, 'Tolong tambah menu soto ayam.');

    const dialog = page.getByRole('dialog', { name: 'Login diperlukan' });
    await expect(dialog).toBeVisible();
    expect(posts).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('§5 suggestion: the text is required', async ({ page, request }) => {
    await loggedInCustomer(page, request);
    const posts = watchRequests(page, 'POST', '/api/suggestions');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Kirim Saran' }).click();

    await expect(page.getByLabel('Saran Anda')).toHaveAccessibleDescription(/Saran wajib diisi\./);
    await expect(page.getByText(SENT)).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });
});

test.describe('the suggestions list on the home page', () => {
  test("§8 suggestions load: no answer within the 10 s request timeout shows 'Request timeout. Please try again.'", async ({
    page,
  }) => {
    const held: Route[] = [];
    const loads = watchRequests(page, 'GET', '/api/suggestions');
    const givenUp: string[] = [];
    page.on('requestfailed', (call) => {
      if (new URL(call.url()).pathname === '/api/suggestions') givenUp.push(call.url());
    });
    await page.clock.install();
    // Start on another page and stop the clock there: the list's request then starts at a
    // known moment, when the customer goes home.
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Tentang Kami' })).toBeVisible();
    await page.route('**/api/suggestions', onlyMethod('GET', neverAnswer(held)));
    await pauseClock(page);
    const firstLoad = page.waitForRequest(
      (call) => call.method() === 'GET' && new URL(call.url()).pathname === '/api/suggestions',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Dapur Bu Ratna' }).click();
    await firstLoad;
    const list = suggestionsSection(page);
    const loading = list.getByText('Memuat saran...');
    const timeout = list.getByText('Request timeout. Please try again.');
    await expect(loading).toBeVisible();

    // Not given up before 10 s...
    await page.clock.runFor(9_999);
    await expect(loading).toBeVisible();
    expect(givenUp).toHaveLength(0);
    await expect(timeout).toHaveCount(0);

    // ...and given up at 10 s, with the message shown then, not after a second wait.
    await page.clock.runFor(1);
    await expect.poll(() => givenUp.length).toBe(1);
    // React Query hands results to the page through zero-delay timers: step the stopped clock
    // a millisecond at a time and count how many it takes (only a few, not a second wait).
    let extraMs = 0;
    await expect
      .poll(
        async () => {
          if (await timeout.isVisible()) return true;
          await page.clock.runFor(1);
          extraMs += 1;
          return false;
        },
        { intervals: [20], timeout: 10_000 },
      )
      .toBe(true);
    expect(extraMs).toBeLessThan(50);
    await expect(list.getByRole('alert')).toContainText('Request timeout. Please try again.');
    await expect(loading).toHaveCount(0);

    // A timed-out request is not repeated behind the customer's back.
    await page.clock.runFor(15_000);
    expect(loads).toHaveLength(1);
  });

  test("§8 suggestions load: status 500 or above shows 'Server is currently unavailable. Please try again later.'", async ({
    page,
  }) => {
    let status = 500;
    await page.route(
      '**/api/suggestions',
      onlyMethod('GET', (route) =>
        route.fulfill({
          status,
          json: { status: 'error', message: 'Terjadi kesalahan pada server.' },
        }),
      ),
    );
    await page.goto('/');
    const alert = suggestionsSection(page).getByRole('alert');
    await expect(alert).toContainText('Server is currently unavailable. Please try again later.');

    status = 503;
    await alert.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(suggestionsSection(page).getByText('Memuat saran...')).toBeVisible();
    await expect(alert).toContainText('Server is currently unavailable. Please try again later.');
  });

  test("§8 suggestions load: any other failure (404, no connection) shows 'Failed to load suggestions. Please check your connection.'", async ({
    page,
  }) => {
    let answer: (route: Route) => Promise<void> = (route) =>
      route.fulfill({ status: 404, json: { status: 'error', message: 'Data tidak ditemukan.' } });
    await page.route(
      '**/api/suggestions',
      onlyMethod('GET', (route) => answer(route)),
    );
    await page.goto('/');
    const alert = suggestionsSection(page).getByRole('alert');
    await expect(alert).toContainText('Failed to load suggestions. Please check your connection.');

    answer = (route) => route.abort('failed');
    await alert.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(suggestionsSection(page).getByText('Memuat saran...')).toBeVisible();
    await expect(alert).toContainText('Failed to load suggestions. Please check your connection.');
  });

  test("§2 home: an empty suggestion list shows 'Belum ada saran dari pelanggan.'", async ({
    page,
  }) => {
    await page.route(
      '**/api/suggestions',
      onlyMethod('GET', (route) => route.fulfill({ json: { status: 'success', data: [] } })),
    );
    await page.goto('/');
    await expect(
      suggestionsSection(page).getByText('Belum ada saran dari pelanggan.'),
    ).toBeVisible();
    await expect(suggestionsSection(page).getByRole('listitem')).toHaveCount(0);
  });

  test("§2 home: each suggestion shows its author's name or 'Anonymous', its date in Indonesian and its content", async ({
    page,
  }) => {
    await page.route(
      '**/api/suggestions',
      onlyMethod('GET', (route) =>
        route.fulfill({
          json: {
            status: 'success',
            data: [
              {
                id: 2,
                content: 'Es dawetnya segar sekali.',
                created_at: '2024-08-17T03:00:00Z',
                user: { name: 'Bu Ratna' },
              },
              {
                id: 1,
                content: 'Porsi nasi liwetnya pas.',
                // 20:00 in UTC is already the 5th in Jakarta.
                created_at: '2024-05-04T20:00:00Z',
                user: null,
              },
            ],
          },
        }),
      ),
    );
    await page.goto('/');
    const items = suggestionsSection(page).getByRole('listitem');
    await expect(items).toHaveCount(2);

    await expect(items.nth(0)).toContainText('Es dawetnya segar sekali.');
    await expect(items.nth(0)).toContainText('Bu Ratna');
    await expect(items.nth(0)).toContainText('17 Agustus 2024');
    await expect(items.nth(1)).toContainText('Porsi nasi liwetnya pas.');
    await expect(items.nth(1)).toContainText('Anonymous');
    await expect(items.nth(1)).toContainText('5 Mei 2024');
  });
});
