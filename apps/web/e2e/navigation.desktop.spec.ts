import { accountMenuButton, signInCustomer, signInLink } from './support/accounts';
import { expect, test } from './support/fixtures';
import { cartLink } from './support/orders';

/** On a large screen the header does not collapse (spec §2): every section is one click away. */
test('the header shows every section beside the account corner, without a menu button', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  for (const [name, path] of [
    ['Categories', '/categories'],
    ['Foods', '/foods'],
    ['About', '/about'],
  ] as const) {
    await header.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await header.getByRole('link', { name: 'Dapur Bu Ratna' }).click();
  await expect(page).toHaveURL('/');
  await signInLink(page).click();
  await expect(page).toHaveURL('/login');

  const customer = await signInCustomer(page, request);
  for (const name of ['Categories', 'Foods', 'About']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(cartLink(page)).toBeVisible();
  await expect(accountMenuButton(page, customer.name)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
});
