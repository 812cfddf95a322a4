import { expect, test } from './support/fixtures';
import { gridColumns } from './support/menu';

test('the menu grid has 4 columns on a large screen', async ({ page, request }) => {
  const foods = ((await (await request.get('/api/foods')).json()) as { data: unknown[] }).data;
  await page.goto('/foods');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(foods.length);
  expect(foods.length).toBeGreaterThan(4);
  expect(await gridColumns(page)).toBe(4);
});
