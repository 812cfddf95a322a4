import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { Food } from '@dapur/shared/menu';
import type { Order } from '@dapur/shared/orders';
import { type Customer, expectSignedIn, logIn, registerCustomer } from './accounts';
import { expect } from './fixtures';

/** Helpers for the spec-*.spec.ts files: the customer's side through the browser, setup through the API. */

export const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Keranjang/ });

export interface SignedIn {
  customer: Customer;
  token: string;
}

/** A new customer, logged in through the login page; the token serves API setup calls. */
export async function logInAs(page: Page, request: APIRequestContext): Promise<SignedIn> {
  const customer = await registerCustomer(request);
  await logIn(page, customer);
  await expectSignedIn(page, customer.name);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  return { customer, token: token ?? '' };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Puts `jumlah` portions of a dish in the customer's cart (setup, not under test). */
export async function putInCart(
  request: APIRequestContext,
  token: string,
  foodId: number,
  jumlah = 1,
): Promise<void> {
  const response = await request.post('/api/cart', {
    headers: bearer(token),
    data: { food_id: foodId, jumlah },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Places a direct order through the API (setup, not under test). */
export async function placeDirectOrder(
  request: APIRequestContext,
  token: string,
  foodId: number,
  quantity: number,
): Promise<Order> {
  const response = await request.post('/api/orders/direct', {
    headers: bearer(token),
    data: {
      name: 'Sari Rahayu',
      address: 'Jl. Kaliurang Km 5 No. 3, Sleman',
      phone: '6281234567890',
      food_id: foodId,
      quantity,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Order }).data;
}

export async function ordersOf(request: APIRequestContext, token: string): Promise<Order[]> {
  const response = await request.get('/api/orders', { headers: bearer(token) });
  return ((await response.json()) as { data: Order[] }).data;
}

export async function fetchFoods(request: APIRequestContext): Promise<Food[]> {
  return ((await (await request.get('/api/foods')).json()) as { data: Food[] }).data;
}

/** "Tambah ke Keranjang" on a dish's card, then its success notice. */
export async function addFromMenu(page: Page, nama: string) {
  const card = foodCard(page, nama);
  await card.getByRole('button', { name: /Tambah ke Keranjang/ }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${nama} ditambahkan ke keranjang.` })
      .first(),
  ).toBeVisible();
}

/** A menu card by its dish name, exactly. */
export function foodCard(page: Page, nama: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: nama, exact: true }) });
}

/** One cart line by its dish name. */
export function cartLine(page: Page, nama: string) {
  return page
    .getByRole('list', { name: 'Isi keranjang' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: nama, exact: true }) });
}

/** On the phone the header's page links sit behind the menu button. */
export async function openMainNav(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

/** Every request the page makes whose path matches, in the order the page made them. */
export function recordRequests(page: Page, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Resolves when released; a route handler awaits it to hold an answer back. */
export function gate(): { opened: Promise<void>; release: () => void } {
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}
