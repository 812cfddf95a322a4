import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { foodCard, rupiah } from './support/menu';
import { DISH_PHOTO, OWNER, readSetupCode } from './support/owner';
import { expectThumbSizedTargets } from './support/touch-targets';

/**
 * The family's first minutes with a new shop, on a phone, through the real server: /admin
 * leads to the setup page, where the code from the data folder makes the first owner, who
 * puts up a category and a dish with a photo, which customers then see on the menu. It runs
 * before every other spec (playwright.config.ts), which sign in as this owner.
 */
test('a family member sets up the shop with the code (a form that passes axe and fits a thumb), adds a category and a dish with photos, and customers see the dish', async ({
  page,
}) => {
  // A new shop's owner pages lead to the setup, not to a login nobody can pass yet.
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/setup');
  // The only moment the form is there to check: the shop has no owner yet.
  await expect(page.getByLabel('Kode setup')).toBeVisible();
  await expect.soft(page.locator('html')).toHaveAttribute('lang', 'id');
  await expectNoAxeViolations(page);
  await expectThumbSizedTargets(page, 'owner-setup');
  await page.getByLabel('Kode setup').fill(await readSetupCode());
  await page.getByLabel('Nama').fill(OWNER.name);
  await page.getByLabel('Alamat').fill(OWNER.alamat);
  await page.getByLabel('Telepon').fill(OWNER.telephone);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Konfirmasi Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Buat Akun Pemilik' }).click();

  // Signed in at once, on the menu, where a new shop starts.
  await expect(page).toHaveURL('/admin/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

  // A category with its photo.
  await page.getByRole('link', { name: 'Kelola kategori' }).click();
  await page.getByRole('link', { name: 'Tambah kategori' }).first().click();
  await page.getByLabel('Nama kategori').fill('Kue Nusantara');
  await page.getByLabel('Deskripsi').fill('Kue basah tradisional, dibuat setiap pagi.');
  await page.getByRole('button', { name: 'Simpan kategori' }).click();
  await expect(page).toHaveURL(/\/admin\/menu\/categories\/\d+$/);
  await page.locator('input[type="file"]').setInputFiles(DISH_PHOTO);
  await expect(page.getByText('Foto disimpan.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto Kue Nusantara' })).toHaveAttribute(
    'src',
    /^\/storage\/categories\/.+\.webp$/,
  );

  // A dish in it, with its price typed as people write it, and its photo.
  await page.goto('/admin/menu');
  await page.getByRole('link', { name: 'Tambah menu' }).first().click();
  await page.getByLabel('Nama menu').fill('Klepon Gula Aren');
  await page.getByLabel('Harga (Rp)').fill('12.000');
  await page.getByLabel('Deskripsi').fill('Klepon pandan isi gula aren cair, bertabur kelapa.');
  await page.getByLabel('Kategori').selectOption({ label: 'Kue Nusantara' });
  await page.getByRole('button', { name: 'Simpan menu' }).click();
  await expect(page).toHaveURL(/\/admin\/menu\/foods\/\d+$/);
  await page.locator('input[type="file"]').setInputFiles(DISH_PHOTO);
  await expect(page.getByText('Foto disimpan.')).toBeVisible();

  // Customers see it on the menu, photo and price, and in its category.
  await page.goto('/foods');
  const card = foodCard(page, 'Klepon Gula Aren');
  await expect(card).toContainText(rupiah(12_000));
  const photo = card.getByRole('img', { name: 'Klepon Gula Aren' });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute('src', /^\/storage\/foods\/.+\.webp$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto('/categories');
  await page.getByRole('link', { name: 'Kue Nusantara', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Kue Nusantara/ })).toBeVisible();
  await expect(foodCard(page, 'Klepon Gula Aren')).toBeVisible();
});
