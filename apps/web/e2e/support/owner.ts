import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, expectSignedIn, logIn, type Customer } from './accounts';
import { expect } from './fixtures';

/**
 * The family member who sets the shop up (owner-setup.setup.ts, before every other spec):
 * the owner's specs sign in as her.
 */
export const OWNER: Customer = {
  name: 'Ratna Pemilik',
  alamat: 'Jl. Kaliurang Km 7,5 No. 12, Sleman',
  telephone: '081200000123',
  email: 'ratna.pemilik@example.com',
  password: 'rahasia-dapur-1',
};

/** The one-time code the server wrote to DATA_DIR/setup-code at start, as the family reads it. */
export async function readSetupCode(): Promise<string> {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'setup-code');
  return (await readFile(file, 'utf8')).trim();
}

/** The owner logs in on the login page and opens her pages at `path`. */
export async function signInOwner(page: Page, path = '/admin'): Promise<void> {
  await logIn(page, OWNER);
  await expectSignedIn(page, OWNER.name);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Menu pemilik' }).first()).toBeAttached();
}

/** The owner's token, for arranging through the API what a spec is not about. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: OWNER.email, password: OWNER.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A real photo of a dish from the demo pictures, as a phone's gallery would hand it over. */
export const DISH_PHOTO = fileURLToPath(
  new URL('../../../api/storage/foods/klepon.webp', import.meta.url),
);

/** An order for as soon as possible, placed through the API (the family may order from their own shop too). */
export async function placeOrderAsOwner(
  request: APIRequestContext,
  token: string,
  foodId: number,
): Promise<number> {
  const response = await request.post('/api/orders/direct', {
    headers: bearer(token),
    data: {
      name: 'Tamu Arisan',
      address: 'Jl. Gejayan No. 21, Sleman',
      phone: '6281234500000',
      food_id: foodId,
      quantity: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Marks every order nobody has seen yet as seen, as a tap on another phone would. */
export async function acknowledgeAllNew(request: APIRequestContext, token: string): Promise<void> {
  const listed = await request.get('/api/admin/orders/new', { headers: bearer(token) });
  expect(listed.status(), await listed.text()).toBe(200);
  const ids = ((await listed.json()) as { data: { id: number }[] }).data.map((order) => order.id);
  if (ids.length === 0) return;
  const response = await request.post('/api/admin/orders/acknowledge', {
    headers: bearer(token),
    data: { order_ids: ids },
  });
  expect(response.status(), await response.text()).toBe(200);
}
