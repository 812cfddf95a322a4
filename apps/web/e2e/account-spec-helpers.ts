import type { Locator, Page, Request } from '@playwright/test';
import { type Customer, expectSignedIn, logIn, registerCustomer } from './accounts';
import { expect } from './fixtures';

/**
 * Helpers for spec-accounts, spec-session and spec-suggestions: time under the test's
 * control, watched requests, and the account forms filled as a customer fills them.
 */

/**
 * Stops the page's (installed) clock: from here on, timers fire only when the test moves
 * time on. Requests still travel; the app's 10 s request timeout waits with everything else.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Waits, without moving the paused clock on, until `locator` shows: timers already due run
 * (React Query hands its updates to React on a zero-delay timer), nothing later does.
 */
export async function untilShownWithoutTimePassing(page: Page, locator: Locator): Promise<void> {
  try {
    await expect
      .poll(
        async () => {
          await page.clock.runFor(0);
          return locator.isVisible();
        },
        { message: `${locator.toString()} shows while the clock stands still`, timeout: 10_000 },
      )
      .toBe(true);
  } catch (error) {
    // What the customer would have seen instead, for whoever reads a CI log without the trace.
    const shown = await page
      .getByRole('main')
      .innerText({ timeout: 1_000 })
      .catch(() => '?');
    throw new Error(`${String(error)}\nThe page showed instead:\n${shown}`, { cause: error });
  }
}

/** The path the app is on, read in the page itself (no lag behind client-side navigation). */
export function pathname(page: Page): Promise<string> {
  return page.evaluate(() => location.pathname);
}

/** Every request the page sends with this method to this `/api` path, in order. */
export function watchRequests(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) {
      seen.push(request);
    }
  });
  return seen;
}

/** The Authorization header a request carried, or undefined. */
export async function authorizationOf(request: Request): Promise<string | undefined> {
  return (await request.allHeaders())['authorization'];
}

export const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('access_token'));

export const storedResetEmail = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('reset_password_email'));

export const signInLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Sign in' });

/** A fresh customer logged in through the login page. */
export async function loggedInCustomer(
  page: Page,
  request: Parameters<typeof registerCustomer>[0],
): Promise<Customer> {
  const customer = await registerCustomer(request);
  await logIn(page, customer);
  await expectSignedIn(page, customer.name);
  return customer;
}

/** Fills the /signup form; `confirmation` defaults to the password. */
export async function fillSignup(
  page: Page,
  customer: Customer,
  confirmation: string = customer.password,
): Promise<void> {
  await page.getByLabel('Nama').fill(customer.name);
  await page.getByLabel('Alamat').fill(customer.alamat);
  await page.getByLabel('Telepon').fill(customer.telephone);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Konfirmasi Password').fill(confirmation);
}

/** Opens /reset-password as the forgot step leaves it: the email kept for this tab. */
export async function openResetFor(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => sessionStorage.setItem('reset_password_email', value), email);
  await page.goto('/reset-password');
  await expect(page.getByText(`Kode dikirim ke ${email}`)).toBeVisible();
}

export async function fillReset(
  page: Page,
  code: string,
  password: string,
  confirmation: string = password,
): Promise<void> {
  await page.getByLabel('Kode Reset').fill(code);
  await page.getByLabel('Password Baru', { exact: true }).fill(password);
  await page.getByLabel('Konfirmasi Password Baru').fill(confirmation);
}
