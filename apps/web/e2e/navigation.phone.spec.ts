import { expect, test } from './fixtures';

test('the menu collapses behind a button and closes after navigating', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const categories = header.getByRole('link', { name: 'Categories' });
  await expect(categories).toBeHidden();

  await header.getByRole('button', { expanded: false, name: /menu/i }).click();
  await expect(header.getByRole('button', { expanded: true, name: /menu/i })).toBeVisible();
  await categories.click();

  await expect(page).toHaveURL('/categories');
  await expect(categories).toBeHidden();
});
