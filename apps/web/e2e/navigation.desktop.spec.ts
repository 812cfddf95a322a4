import { expect, test } from './fixtures';

test('the header shows every section without a menu button', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const [name, path] of [
    ['Categories', '/categories'],
    ['Foods', '/foods'],
    ['About', '/about'],
  ] as const) {
    await header.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
  await header.getByRole('link', { name: /Dapur Bu Ratna/ }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
