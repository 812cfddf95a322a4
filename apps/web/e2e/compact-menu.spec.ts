import type { CartItem } from '@dapur/shared/cart';
import type { CategoryWithFoods } from '@dapur/shared/menu';
import { formatRupiah } from '@dapur/shared/money';
import { bearer, signInCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { fetchFood, foodCard } from './support/menu';
import { cartLine } from './support/orders';

test("on a phone the menu is compact rows: a category's chip brings it up, search finds a dish by name, a dish in the cart has a stepper and the cart bar opens the cart", async ({
  page,
  request,
}) => {
  const categories = (
    (await (await request.get('/api/categories')).json()) as { data: CategoryWithFoods[] }
  ).data;
  const teh = await fetchFood(request, 17);
  const drinks = categories.find((category) => category.id === teh.category_id);
  if (!drinks) throw new Error(`${teh.nama} is in no category`);
  const customer = await signInCustomer(page, request);

  await page.goto('/foods');
  const main = page.getByRole('main');
  const rows = main.getByRole('article');
  // Several dishes on one screen, not one card per screen.
  await expect(rows.nth(3)).toBeInViewport();

  // The chips stay under the header; a tap brings that category's dishes up.
  const chips = main.getByRole('navigation', { name: 'Kategori menu' });
  await chips.getByRole('button', { name: drinks.name, exact: true }).click();
  const drinksHeading = main.getByRole('heading', { level: 2, name: drinks.name, exact: true });
  await expect(drinksHeading).toBeFocused();
  await expect(drinksHeading).toBeInViewport();
  await expect(chips).toBeInViewport();
  await expect(foodCard(page, teh.nama)).toBeInViewport();
  await expect(chips.getByRole('button', { name: drinks.name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Search by a part of the name; nothing found says so.
  const search = main.getByRole('searchbox', { name: 'Cari menu' });
  await search.fill('rendang');
  await expect(rows).toHaveCount(2);
  await expect(main.getByRole('status')).toHaveText('2 menu ditemukan.');
  await search.fill('pizza');
  await expect(rows).toHaveCount(0);
  await expect(main.getByRole('status')).toHaveText('Tidak ada menu yang cocok dengan "pizza".');
  await search.fill('es teh');
  await expect(rows).toHaveCount(1);

  // In the cart, the dish's button becomes − / portions / +; the bar counts and totals it.
  const bar = page.getByRole('link', { name: /item ·/ });
  await expect(bar).toHaveCount(0);
  await foodCard(page, teh.nama).getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  const stepper = foodCard(page, teh.nama).getByRole('group', { name: `Jumlah ${teh.nama}` });
  await expect(stepper).toContainText('1');
  await expect(bar).toContainText(`1 item · ${formatRupiah(teh.harga)}`);
  await stepper.getByRole('button', { name: `Tambah jumlah ${teh.nama}` }).click();
  await stepper.getByRole('button', { name: `Tambah jumlah ${teh.nama}` }).click();
  await expect(stepper).toContainText('3');
  await expect(bar).toContainText(`3 item · ${formatRupiah(3 * teh.harga)}`);
  await stepper.getByRole('button', { name: `Kurangi jumlah ${teh.nama}` }).click();
  await expect(bar).toContainText(`2 item · ${formatRupiah(2 * teh.harga)}`);
  await expect
    .poll(async () => {
      const response = await request.get('/api/cart', { headers: bearer(customer.token) });
      return ((await response.json()) as { data: CartItem[] }).data.map((item) => item.jumlah);
    })
    .toEqual([2]);

  await bar.click();
  await expect(page).toHaveURL('/cart');
  await expect(
    cartLine(page, teh.nama).getByRole('group', { name: `Jumlah ${teh.nama}` }),
  ).toHaveText('2');
});
