import type { APIRequestContext, Page } from '@playwright/test';
import {
  accountMenuButton,
  type Customer,
  expectSignedIn,
  logIn,
  registerCustomer,
} from './accounts';
import { expect } from './fixtures';
import { fetchFood } from './menu-data';

/**
 * Every page of the shop, and the open states worth looking at, as a visitor and as a
 * logged-in customer. The accessibility scans, the touch-target check and the screenshots
 * all walk this one list, so a page added here is checked in every way at once.
 */

export interface SignedInCustomer extends Customer {
  id: number;
  token: string;
}

export interface TourContext {
  page: Page;
  request: APIRequestContext;
  /** Set on the customer's tour. */
  customer?: SignedInCustomer;
}

export interface Stop {
  /** Names the test and the screenshot file: `foods`, `cart-with-items`. */
  name: string;
  /** Opens the page in this state and waits until what a person looks at has arrived. */
  open: (context: TourContext) => Promise<void>;
}

/** The food whose detail page, order form and cart line the tour uses. */
const FOOD_ID = 3;
const SECOND_FOOD_ID = 17;

/** The map embed loads from another host, which the fixture blocks. */
export const MAP_IFRAME = 'iframe[title]';

/**
 * Every data view shows 'Memuat …' while it loads; the page has settled when its own content
 * is visible and none of those is left.
 */
export async function settled(page: Page) {
  // A first visit loads the page's code and its data; a busy test machine can take a while.
  const loading = { timeout: 15_000 };
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(loading);
  await expect(page.getByRole('status').filter({ hasText: /^Memuat/ })).toHaveCount(0, loading);
}

/** Registers a customer through the API and logs in through the login form. */
export async function signInCustomer(
  page: Page,
  request: APIRequestContext,
): Promise<SignedInCustomer> {
  const customer = await registerCustomer(request);
  await logIn(page, customer);
  await expectSignedIn(page, customer.name);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('logging in stored no access token');
  const me = await request.post('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: number };
  return { ...customer, id, token };
}

function asCustomer(context: TourContext): SignedInCustomer {
  if (!context.customer) throw new Error('this stop is on the customer tour only');
  return context.customer;
}

async function api(
  context: TourContext,
  method: 'post' | 'get',
  path: string,
  data?: Record<string, unknown>,
) {
  const { token } = asCustomer(context);
  const response = await context.request[method](`/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method.toUpperCase()} /api/${path}`).toBe(true);
  return response;
}

async function fillCart(context: TourContext) {
  await api(context, 'post', 'cart', { food_id: FOOD_ID, jumlah: 2 });
  await api(context, 'post', 'cart', { food_id: SECOND_FOOD_ID, jumlah: 1 });
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

/** A modal hides the page behind it from assistive technology, its heading included. */
async function visitBehindDialog(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('dialog')).toBeVisible();
}

const main = (page: Page) => page.getByRole('main');

/** Pages that look the same to both, apart from the header's account corner. */
const publicStops: Stop[] = [
  {
    name: 'home',
    open: async ({ page }) => {
      await visit(page, '/');
      await expect(page.getByRole('heading', { name: 'Saran Pelanggan' })).toBeVisible();
    },
  },
  {
    name: 'foods',
    open: async ({ page }) => {
      await visit(page, '/foods');
      await expect(main(page).getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'food-detail',
    open: async ({ page, request }) => {
      const food = await fetchFood(request, FOOD_ID);
      await visit(page, `/foods/${FOOD_ID}`);
      await expect(page.getByRole('heading', { level: 1, name: food.nama })).toBeVisible();
    },
  },
  {
    name: 'food-not-found',
    open: async ({ page }) => {
      await visit(page, '/foods/9999');
      await expect(page.getByText('Detail makanan tidak ditemukan.')).toBeVisible();
    },
  },
  {
    name: 'categories',
    open: async ({ page }) => {
      await visit(page, '/categories');
      await expect(main(page).getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'category',
    open: async ({ page }) => {
      await visit(page, '/categories/1');
      await expect(main(page).getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'about',
    open: async ({ page }) => {
      await visit(page, '/about');
      await expect(page.getByRole('heading', { name: 'Kirim Saran' })).toBeVisible();
    },
  },
  {
    name: 'login',
    open: async ({ page }) => {
      await visit(page, '/login');
      await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'login-failed',
    open: async ({ page }) => {
      await visit(page, '/login');
      await page.getByLabel('Email', { exact: true }).fill('tidak.ada@example.com');
      await page.getByLabel('Password', { exact: true }).fill('salah-sekali-1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'signup',
    open: async ({ page }) => {
      await visit(page, '/signup');
      await expect(page.getByLabel('Konfirmasi Password')).toBeVisible();
    },
  },
  {
    name: 'signup-errors',
    open: async ({ page }) => {
      await visit(page, '/signup');
      await page.getByRole('button', { name: 'Daftar' }).click();
      await expect(page.getByLabel('Nama')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'forgot-password',
    open: async ({ page }) => {
      await visit(page, '/forgot-password');
      await expect(page.getByRole('button', { name: 'Kirim Kode Reset' })).toBeVisible();
    },
  },
  {
    name: 'reset-password-from-link',
    open: async ({ page }) => {
      await visit(page, '/reset-password?email=sari.lupa%40example.com');
      await expect(page.getByLabel('Kode Reset')).toBeVisible();
    },
  },
  {
    name: 'reset-password-from-session',
    open: async ({ page }) => {
      await visit(page, '/forgot-password');
      await page.evaluate(() =>
        sessionStorage.setItem('reset_password_email', 'sari.lupa@example.com'),
      );
      await visit(page, '/reset-password');
      await expect(page).toHaveURL('/reset-password');
      await expect(page.getByLabel('Kode Reset')).toBeVisible();
    },
  },
  {
    name: 'not-found',
    open: async ({ page }) => {
      await visit(page, '/halaman-yang-tidak-ada');
      await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    },
  },
];

export const visitorStops: Stop[] = [
  ...publicStops,
  {
    name: 'login-warning-dialog',
    open: async ({ page }) => {
      await visit(page, '/foods');
      await main(page)
        .getByRole('button', { name: /Pesan Sekarang/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toContainText(
        'Anda harus login terlebih dahulu untuk memesan.',
      );
    },
  },
  {
    name: 'foods-error-dialog',
    open: async ({ page }) => {
      await page.route('**/api/foods', (route) =>
        route.fulfill({ status: 503, json: { status: 'error', message: 'Dapur sedang tutup.' } }),
      );
      await page.goto('/foods');
      await expect(page.getByRole('dialog')).toContainText('Dapur sedang tutup.');
    },
  },
  {
    name: 'suggestion-login-dialog',
    open: async ({ page }) => {
      await visit(page, '/about');
      await page.getByLabel('Saran Anda').fill('Tolong tambah menu gudeg.');
      await page.getByRole('button', { name: 'Kirim Saran' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'cart-visitor-dialog',
    open: async ({ page }) => {
      await visitBehindDialog(page, '/cart');
      await expect(page.getByRole('dialog')).toContainText('untuk mengakses keranjang.');
    },
  },
  {
    name: 'order-form-visitor-dialog',
    open: async ({ page }) => {
      await visitBehindDialog(page, '/order-form');
      await expect(page.getByRole('dialog')).toContainText(
        'Anda harus login terlebih dahulu untuk memesan.',
      );
    },
  },
  {
    name: 'order-form-cart-visitor-dialog',
    open: async ({ page }) => {
      await visitBehindDialog(page, '/order-form-cart');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'payment-visitor-dialog',
    open: async ({ page }) => {
      await visitBehindDialog(page, '/payment');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'profile-visitor',
    open: async ({ page }) => {
      await visit(page, '/profile');
      await expect(page.getByText('User not logged in.')).toBeVisible();
    },
  },
  {
    name: 'edit-profile-visitor',
    open: async ({ page }) => {
      await visit(page, '/profile/1');
      await expect(page.getByText('User not logged in.')).toBeVisible();
    },
  },
];

export const customerStops: Stop[] = [
  ...publicStops,
  {
    name: 'account-menu-open',
    open: async (context) => {
      const { page } = context;
      await visit(page, '/');
      await accountMenuButton(page, asCustomer(context).name).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'cart-with-items',
    open: async (context) => {
      await fillCart(context);
      await visit(context.page, '/cart');
      await expect(context.page.getByRole('list', { name: 'Isi keranjang' })).toBeVisible();
    },
  },
  {
    name: 'cart-empty',
    open: async ({ page }) => {
      await visit(page, '/cart');
      await expect(page.getByText('Keranjang Anda kosong.')).toBeVisible();
    },
  },
  {
    name: 'order-form',
    open: async ({ page }) => {
      await visit(page, `/foods/${FOOD_ID}`);
      await main(page)
        .getByRole('button', { name: /Pesan Sekarang/ })
        .click();
      await expect(page).toHaveURL('/order-form');
      await settled(page);
      await expect(page.getByLabel('Jumlah')).toBeVisible();
      // The form fills in from the profile once it has loaded.
      await expect(page.getByLabel('Nama')).not.toHaveValue('');
    },
  },
  {
    name: 'order-form-without-dish',
    open: async ({ page }) => {
      await visit(page, '/order-form');
      await expect(page.getByText('No food item selected')).toBeVisible();
    },
  },
  {
    name: 'order-form-cart',
    open: async (context) => {
      const { page } = context;
      await fillCart(context);
      await visit(page, '/order-form-cart');
      await expect(page.getByRole('region', { name: 'Ringkasan Pesanan' })).toBeVisible();
      await expect(page.getByLabel('Nama')).not.toHaveValue('');
    },
  },
  {
    name: 'order-form-cart-empty',
    open: async ({ page }) => {
      await visit(page, '/order-form-cart');
      await expect(main(page).getByRole('link', { name: 'Lihat Menu' })).toBeVisible();
    },
  },
  {
    name: 'payment',
    open: async (context) => {
      const { page } = context;
      await api(context, 'post', 'orders/direct', {
        name: asCustomer(context).name,
        address: 'Jl. Gejayan No. 21, Sleman',
        phone: '6281234500000',
        food_id: FOOD_ID,
        quantity: 2,
      });
      await visit(page, '/payment');
      await expect(page.getByRole('button', { name: 'Saya Sudah Bayar' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Kode QRIS/ })).toBeVisible();
    },
  },
  {
    name: 'payment-no-order',
    open: async ({ page }) => {
      await visit(page, '/payment');
      await expect(page.getByText('No order found')).toBeVisible();
    },
  },
  {
    name: 'profile',
    open: async (context) => {
      await visit(context.page, '/profile');
      await expect(main(context.page)).toContainText(asCustomer(context).email);
    },
  },
  {
    name: 'edit-profile',
    open: async (context) => {
      const { page } = context;
      await visit(page, `/profile/${asCustomer(context).id}`);
      await expect(page.getByLabel('Nama')).toHaveValue(asCustomer(context).name);
    },
  },
];

/** What only a phone has: the header's collapsed menu, opened. */
export const phoneStops: Stop[] = [
  {
    name: 'mobile-menu-open',
    open: async ({ page }) => {
      await visit(page, '/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Menu', expanded: false }).click();
      await expect(header.getByRole('link', { name: 'Categories' })).toBeVisible();
    },
  },
];

export const tours = [
  { role: 'visitor', stops: visitorStops },
  { role: 'customer', stops: customerStops },
] as const;
