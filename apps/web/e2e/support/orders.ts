import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '@dapur/shared/orders';
import { bearer } from './accounts';
import { expect } from './fixtures';
import { foodCard } from './menu';

/** The header's cart icon; its accessible name carries the badge: `Keranjang (3 item)`. */
export function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Keranjang/ });
}

/** One cart line by its dish name. */
export function cartLine(page: Page, nama: string) {
  return page
    .getByRole('list', { name: 'Isi keranjang' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: nama, exact: true }) });
}

/** "Tambah ke Keranjang" on a dish's card, then its success notice. */
export async function addFromMenu(page: Page, nama: string) {
  await foodCard(page, nama)
    .getByRole('button', { name: /Tambah ke Keranjang/ })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${nama} ditambahkan ke keranjang.` })
      .first(),
  ).toBeVisible();
}

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

/** The customer's orders as the server keeps them, newest first. */
export async function ordersOf(request: APIRequestContext, token: string): Promise<Order[]> {
  const response = await request.get('/api/orders', { headers: bearer(token) });
  return ((await response.json()) as { data: Order[] }).data;
}
