import type { APIRequestContext, Page } from '@playwright/test';
import { accountMenuButton, bearer, signInCustomer, type SignedInCustomer } from './accounts';
import { expect, test } from './fixtures';
import { fetchFood } from './menu';
import { readInvitePath } from './outbox';
import { ownerToken, placeOrderAsOwner, signInOwner } from './owner';

/**
 * Every page of the shop, and the open states worth looking at, as a visitor and as a
 * logged-in customer. The accessibility scans, the touch-target check and the screenshots
 * all walk this one list, so a page added here is checked in every way at once.
 */

export interface TourContext {
  page: Page;
  request: APIRequestContext;
  /** Set on the customer's tour. */
  customer?: SignedInCustomer;
}

export interface Stop {
  /** Names the step and the screenshot file: `foods`, `cart-with-items`. */
  name: string;
  /**
   * Opens the page in this state and waits until what a person looks at has arrived. May
   * return what undoes the state for the stops after it (a faked response, say).
   */
  open: (context: TourContext) => Promise<void | (() => Promise<void>)>;
}

export type Role = 'visitor' | 'customer' | 'owner';

/** The food whose detail page, order form and cart line the tour uses. */
const FOOD_ID = 3;
const SECOND_FOOD_ID = 17;

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
    headers: bearer(token),
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
    // Shown only to the keyboard, as the first thing Tab reaches.
    name: 'skip-link',
    open: async ({ page }) => {
      await visit(page, '/');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Langsung ke konten' })).toBeFocused();
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

const visitorStops: Stop[] = [
  ...publicStops,
  {
    name: 'login-warning-dialog',
    open: async ({ page }) => {
      await visit(page, '/foods');
      await main(page)
        .getByRole('button', { name: /Tambah ke Keranjang/ })
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
      const foods = '**/api/foods';
      await page.route(foods, (route) =>
        route.fulfill({ status: 503, json: { status: 'error', message: 'Dapur sedang tutup.' } }),
      );
      // The server renders the menu into the page with its data (decision 054): this page
      // comes without either, so the app asks /api/foods, which fails.
      const menuPage = (url: URL) => url.pathname === '/foods';
      await page.route(menuPage, async (route) => {
        const html = await (await route.fetch()).text();
        await route.fulfill({ contentType: 'text/html', body: withoutServerData(html) });
      });
      await page.goto('/foods');
      await expect(page.getByRole('dialog')).toContainText('Dapur sedang tutup.');
      return async () => {
        await page.unroute(menuPage);
        await page.unroute(foods);
      };
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
    name: 'orders-visitor-dialog',
    open: async ({ page }) => {
      await visitBehindDialog(page, '/orders');
      await expect(page.getByRole('dialog')).toContainText('untuk melihat pesanan Anda.');
    },
  },
  {
    name: 'admin-visitor',
    open: async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByText('Silakan login dengan akun pemilik toko.')).toBeVisible();
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

/**
 * One customer walks all of these, so the empty states come before the stops that fill the
 * cart and place an order.
 */
const customerStops: Stop[] = [
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
  {
    name: 'cart-empty',
    open: async ({ page }) => {
      await visit(page, '/cart');
      await expect(page.getByText('Keranjang Anda kosong.')).toBeVisible();
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
    name: 'order-form-without-dish',
    open: async ({ page }) => {
      await visit(page, '/order-form');
      await expect(page.getByText('No food item selected')).toBeVisible();
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
    name: 'orders-empty',
    open: async ({ page }) => {
      await visit(page, '/orders');
      await expect(page.getByText('Belum ada pesanan.')).toBeVisible();
    },
  },
  {
    name: 'admin-customer',
    open: async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByText('Halaman ini hanya untuk pemilik toko.')).toBeVisible();
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
      await expect(page.getByLabel('Jumlah', { exact: true })).toBeVisible();
      // The form fills in from the profile once it has loaded.
      await expect(page.getByLabel('Nama')).not.toHaveValue('');
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
    name: 'order-form-cart',
    open: async ({ page }) => {
      await visit(page, '/order-form-cart');
      await expect(page.getByRole('region', { name: 'Ringkasan Pesanan' })).toBeVisible();
      await expect(page.getByLabel('Nama')).not.toHaveValue('');
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
    name: 'orders',
    open: async ({ page }) => {
      await visit(page, '/orders');
      await expect(main(page).getByRole('article').first()).toContainText('Belum dibayar');
    },
  },
  {
    name: 'order-detail',
    open: async ({ page }) => {
      await visit(page, '/orders');
      await main(page).getByRole('link', { name: 'Lihat Detail' }).first().click();
      await expect(page).toHaveURL(/\/orders\/\d+$/);
      await settled(page);
      await expect(page.getByRole('list', { name: 'Riwayat status' })).toBeVisible();
    },
  },
];

/** The family's pages, as an owner signed in through the login page sees them. */
const ownerStops: Stop[] = [
  {
    name: 'owner-board',
    open: async ({ page }) => {
      await visit(page, '/admin');
      await expect(page.getByText('Langsung', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'owner-order',
    open: async ({ page, request }) => {
      // The family may order from their own shop too: an order to look at.
      const response = await request.post('/api/orders/direct', {
        headers: bearer(await ownerToken(request)),
        data: {
          name: 'Tamu Arisan',
          address: 'Jl. Gejayan No. 21, Sleman',
          phone: '6281234500000',
          food_id: FOOD_ID,
          quantity: 3,
        },
      });
      const { data } = (await response.json()) as { data: { id: number } };
      await visit(page, `/admin/orders/${data.id}`);
      await expect(page.getByRole('heading', { name: 'Riwayat' })).toBeVisible();
    },
  },
  {
    name: 'owner-cancel-dialog',
    open: async ({ page }) => {
      await main(page).getByRole('button', { name: 'Batalkan' }).click();
      await expect(page.getByRole('dialog')).toContainText('Alasan pembatalan');
    },
  },
  {
    name: 'owner-reject-dialog',
    open: async ({ page, request }) => {
      // An order the customer says is paid: the family may refuse the payment.
      const token = await ownerToken(request);
      const id = await placeOrderAsOwner(request, token, FOOD_ID);
      const paid = await request.post(`/api/payments/${id}`, {
        headers: bearer(token),
        data: { status: 'completed' },
      });
      expect(paid.ok(), await paid.text()).toBe(true);
      await visit(page, `/admin/orders/${id}`);
      await main(page).getByRole('button', { name: 'Tolak pembayaran' }).click();
      await expect(page.getByRole('dialog')).toContainText('Tolak pembayaran?');
    },
  },
  {
    name: 'owner-reports',
    open: async ({ page }) => {
      await visit(page, '/admin/reports');
      await expect(page.getByRole('heading', { name: 'Daftar masak' })).toBeVisible();
    },
  },
  {
    name: 'owner-menu',
    open: async ({ page }) => {
      await visit(page, '/admin/menu');
      await expect(page.getByRole('switch').first()).toBeVisible();
    },
  },
  {
    name: 'owner-food-new',
    open: async ({ page }) => {
      await visit(page, '/admin/menu/foods/new');
      await expect(page.getByLabel('Nama menu')).toBeVisible();
    },
  },
  {
    name: 'owner-food-edit',
    open: async ({ page, request }) => {
      const food = await fetchFood(request, FOOD_ID);
      await visit(page, `/admin/menu/foods/${FOOD_ID}`);
      await expect(page.getByLabel('Nama menu')).toHaveValue(food.nama);
    },
  },
  {
    name: 'owner-categories',
    open: async ({ page }) => {
      await visit(page, '/admin/menu/categories');
      await expect(main(page).getByRole('link', { name: 'Tambah kategori' }).first()).toBeVisible();
    },
  },
  {
    name: 'owner-category-new',
    open: async ({ page }) => {
      await visit(page, '/admin/menu/categories/new');
      await expect(page.getByLabel('Nama kategori')).toBeVisible();
    },
  },
  {
    name: 'owner-category-edit',
    open: async ({ page }) => {
      await visit(page, '/admin/menu/categories/1');
      await expect(page.getByLabel('Nama kategori')).not.toHaveValue('');
    },
  },
  {
    name: 'owner-settings',
    open: async ({ page }) => {
      await visit(page, '/admin/settings');
      await expect(page.getByLabel('Nama restoran')).not.toHaveValue('');
    },
  },
  {
    name: 'owner-team',
    open: async ({ page }) => {
      await visit(page, '/admin/team');
      await expect(main(page)).toContainText('Ratna Pemilik');
    },
  },
  {
    name: 'owner-suggestions',
    open: async ({ page }) => {
      await visit(page, '/admin/suggestions');
    },
  },
  {
    name: 'owner-setup-done',
    open: async ({ page }) => {
      await visit(page, '/admin/setup');
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    },
  },
  {
    name: 'owner-invite',
    open: async ({ page, request }) => {
      // A family member opens the link from their invite, signed out on their own phone.
      const email = `keluarga.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      const invited = await request.post('/api/admin/invites', {
        headers: bearer(await ownerToken(request)),
        data: { email },
      });
      expect(invited.status(), await invited.text()).toBe(201);
      const link = await readInvitePath(email);
      // The link is opened signed out, as on the family member's own phone.
      const session = await page.evaluate(() => {
        const token = window.localStorage.getItem('access_token');
        window.localStorage.removeItem('access_token');
        return token;
      });
      await page.goto(link);
      await expect(page.getByRole('button', { name: 'Terima Undangan' })).toBeVisible();
      return async () => {
        await page.evaluate((token) => {
          if (token) window.localStorage.setItem('access_token', token);
        }, session);
      };
    },
  },
  {
    name: 'owner-invite-invalid',
    open: async ({ page }) => {
      await visit(page, `/admin/invite/${'x'.repeat(43)}`);
      await expect(main(page)).toContainText('Undangan tidak berlaku');
    },
  },
];

/** What only a phone has: the header's collapsed menu, opened. */
const phoneStops: Stop[] = [
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

/** The stops of one role's tour at this screen size. */
export function stopsFor(role: Role, size: 'phone' | 'desktop'): Stop[] {
  if (role === 'owner') return ownerStops;
  return [
    ...(role === 'visitor' ? visitorStops : customerStops),
    ...(size === 'phone' ? phoneStops : []),
  ];
}

/**
 * Walks one role's tour in one test: a customer is signed in once, then every stop is opened
 * in turn as a step of its own (named in the report) and `check`ed.
 */
export async function walkTour(
  { page, request }: Omit<TourContext, 'customer'>,
  role: Role,
  stops: Stop[],
  check: (stop: Stop) => Promise<void>,
): Promise<void> {
  // Each stop loads a page and waits on the server; on two busy cores that is a few seconds.
  test.setTimeout(60_000 + stops.length * 10_000);
  const customer = role === 'customer' ? await signInCustomer(page, request) : undefined;
  if (role === 'owner') await signInOwner(page);
  for (const stop of stops) {
    await test.step(stop.name, async () => {
      const undo = await stop.open({ page, request, customer });
      await check(stop);
      if (undo) await undo();
    });
  }
}

/**
 * The page without the data the server rendered it from, nor what it rendered (decision
 * 054): what the web app makes of a page that came with no menu.
 */
function withoutServerData(html: string): string {
  return html
    .replace(/<script type="application\/json" id="dapur-state">[\s\S]*?<\/script>/, '')
    .replace(/<div id="root"[^>]*>[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1');
}
