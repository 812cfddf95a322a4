import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The one way the specs make and sign in customers: an account made through the API (setup,
 * not under test), then the login page, as a customer logs in.
 */

export interface Customer {
  name: string;
  alamat: string;
  telephone: string;
  email: string;
  password: string;
}

export interface SignedInCustomer extends Customer {
  id: number;
  /** The access token the login stored, for setup calls through the API. */
  token: string;
}

/** A customer nobody has registered yet; the email is new on every call. */
export function newCustomer(overrides: Partial<Customer> = {}): Customer {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Sari ${id}`,
    alamat: 'Jl. Kaliurang Km 5 No. 3, Sleman',
    telephone: '081234567890',
    email: `sari.${id}@example.com`,
    password: 'rahasia-sari-1',
    ...overrides,
  };
}

/** An account made through the API, for specs that are about something else. */
export async function registerCustomer(
  request: APIRequestContext,
  overrides: Partial<Customer> = {},
): Promise<Customer> {
  const customer = newCustomer(overrides);
  const response = await request.post('/api/auth/register', {
    data: { ...customer, password_confirmation: customer.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

/** Fills and sends the login form; whether that worked is for the caller to check. */
/** The sign-up page filled in as the customer types it, and sent. */
export async function signUp(page: Page, customer: Customer): Promise<void> {
  await page.getByLabel('Nama').fill(customer.name);
  await page.getByLabel('Alamat').fill(customer.alamat);
  await page.getByLabel('Telepon').fill(customer.telephone);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Konfirmasi Password').fill(customer.password);
  await page.getByRole('button', { name: 'Daftar' }).click();
}

export async function logIn(page: Page, customer: Pick<Customer, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The customer's name in the header, which opens Profile and Log out. */
export function accountMenuButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name });
}

export function signInLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Sign in' });
}

/**
 * Waits until the customer is signed in: the header greets them by name and the login form
 * has made way for the next page. The name shows a moment before that page is on screen (its
 * code loads first), and a menu opened in between would close again as the page changes.
 */
export async function expectSignedIn(page: Page, name: string): Promise<void> {
  await expect(accountMenuButton(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
}

/** The access token the app keeps in the browser (spec §4), or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access_token'));
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A new customer, registered through the API and logged in through the login page. */
export async function signInCustomer(
  page: Page,
  request: APIRequestContext,
): Promise<SignedInCustomer> {
  const customer = await registerCustomer(request);
  await logIn(page, customer);
  await expectSignedIn(page, customer.name);
  const token = await storedToken(page);
  if (!token) throw new Error('logging in stored no access token');
  const me = await request.post('/api/auth/me', { headers: bearer(token) });
  const { id } = (await me.json()) as { id: number };
  return { ...customer, id, token };
}
