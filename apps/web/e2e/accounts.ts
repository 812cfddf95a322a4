import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Customer {
  name: string;
  alamat: string;
  telephone: string;
  email: string;
  password: string;
}

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
  expect(response.status()).toBe(201);
  return customer;
}

export async function logIn(page: Page, customer: Pick<Customer, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export function accountMenuButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name });
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
