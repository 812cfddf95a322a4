import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../helpers/render-app';
import { mockFetch, pending } from '../helpers/mock-fetch';

it("greets with the restaurant's name, tagline and a dish photo", async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dapur Bu Ratna' })).toBeVisible();
  const main = screen.getByRole('main');
  expect(
    within(main).getByText('Masakan rumahan Indonesia, dimasak setiap pagi untuk keluarga Anda.'),
  ).toBeVisible();
  const photo = within(main).getByRole('img', { name: /Nasi box ayam goreng kremes/ });
  expect(photo).toHaveAttribute('src', '/storage/foods/nasi-box-ayam-goreng-kremes.webp');
  expect(document.title).toBe('Masakan Rumahan Indonesia — Dapur Bu Ratna');
});

it('"Pesan Sekarang" leads to the menu', async () => {
  mockFetch({ 'GET /api/foods': pending });
  const { user, router } = renderApp('/');
  const main = await screen.findByRole('main');
  const orderNow = await within(main).findByRole('link', { name: 'Pesan Sekarang' });
  expect(orderNow).toHaveAttribute('href', '/foods');
  await user.click(orderNow);
  await waitFor(() => expect(router.state.location.pathname).toBe('/foods'));
  expect(await screen.findByText('Memuat menu...')).toBeVisible();
});
