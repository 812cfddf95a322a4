import type { APIRequestContext, Page } from '@playwright/test';
import type { Food } from '@dapur/shared/menu';
import { expect } from './fixtures';

/** A dish of the running shop's menu by its name. */
export async function foodNamed(request: APIRequestContext, nama: string): Promise<Food> {
  const response = await request.get('/api/foods');
  const { data } = (await response.json()) as { data: Food[] };
  const food = data.find((dish) => dish.nama === nama);
  if (!food) throw new Error(`${nama} is not on the menu`);
  return food;
}

/** On the order form: "Pilih waktu", then a day and a time from the server's slots. */
export async function chooseTime(page: Page, day: string, time: string) {
  const later = page.getByRole('radio', { name: /^Pilih waktu/ });
  await later.check();
  await expect(later).toBeChecked();
  await page.getByLabel('Hari', { exact: true }).selectOption({ label: day });
  const hour = page.getByLabel('Jam', { exact: true });
  await expect(hour.getByRole('option', { name: time })).toHaveCount(1);
  await hour.selectOption({ label: time });
}
