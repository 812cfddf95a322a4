import { bearer, expectSignedIn, logIn, newCustomer, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { fetchFood } from './support/menu';

/**
 * A visitor's first order on a phone: the dish they tapped before they had an account is
 * still theirs after signing up and logging in. The dialog's buttons, what is kept and when
 * it expires are proven in test/catalog/visitor-add.test.tsx; here the way through the real
 * pages and server, once.
 */
test('a visitor taps "Tambah" on a dish, signs up from the login dialog, logs in and is back on the dish with it in the cart', async ({
  page,
  request,
}) => {
  const nasi = await fetchFood(request, 3);
  const customer = newCustomer();

  await page.goto(`/foods/${nasi.id}`);
  await page.getByRole('main').getByLabel('Catatan').fill('pedas sedikit');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Tambah ke Keranjang/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Login diperlukan' });
  await dialog.getByRole('button', { name: 'Daftar' }).click();

  await expect(page).toHaveURL('/signup');
  await signUp(page, customer);
  // The spec's own way: "Registration successful!", then the login page after 3 s.
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 6_000 });

  const login = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/login',
  );
  await logIn(page, customer);
  const { access_token: token } = (await (await login).json()) as { access_token: string };
  await expectSignedIn(page, customer.name);
  await expect(page).toHaveURL(`/foods/${nasi.id}`);

  // Added once, with its note.
  await expect
    .poll(async () => {
      const response = await request.get('/api/cart', { headers: bearer(token) });
      const { data } = (await response.json()) as {
        data: { food_id: number; jumlah: number; note: string }[];
      };
      return data.map(({ food_id, jumlah, note }) => ({ food_id, jumlah, note }));
    })
    .toEqual([{ food_id: nasi.id, jumlah: 1, note: 'pedas sedikit' }]);
});
