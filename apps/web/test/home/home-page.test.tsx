import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../helpers/render-app';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { PROFILE, SLOTS, slotsAnswer } from '../helpers/restaurant-fixtures';

it("greets with the restaurant's name, tagline and a dish photo", async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Warung Mbak Sri' })).toBeVisible();
  const main = screen.getByRole('main');
  expect(
    within(main).getByText('Sayur lodeh dan ayam goreng kampung, dimasak setiap pagi di Kotagede.'),
  ).toBeVisible();
  const photo = within(main).getByRole('img', { name: /Nasi box ayam goreng kremes/ });
  expect(photo).toHaveAttribute('src', '/storage/foods/nasi-box-ayam-goreng-kremes.webp');
  await waitFor(() => expect(document.title).toBe('Masakan Rumahan Indonesia — Warung Mbak Sri'));
});

it('shows the hero and the suggestions without waiting for the profile', async () => {
  mockFetch({
    [PROFILE]: pending,
    'GET /api/suggestions': () =>
      json({
        status: 'success',
        data: [
          {
            id: 1,
            user: { name: 'Budi' },
            content: 'Lodehnya enak sekali.',
            created_at: '2025-05-01T05:00:00.000Z',
          },
        ],
      }),
  });
  renderApp('/');
  expect(await screen.findByText('Lodehnya enak sekali.')).toBeVisible();
  const main = within(screen.getByRole('main'));
  expect(main.getByRole('heading', { level: 1, name: 'Selamat datang' })).toBeInTheDocument();
  expect(main.getByRole('link', { name: 'Pesan Sekarang' })).toHaveAttribute('href', '/foods');
  expect(main.getByRole('img', { name: /Nasi box ayam goreng kremes/ })).toBeVisible();
  expect(screen.getByRole('main')).not.toHaveTextContent(/Ratna|Mbak Sri/);
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

it("says the shop is closed and when it opens, as the menu's pages do, and nothing while open", async () => {
  mockFetch({ [SLOTS]: slotsAnswer({ now: new Date('2026-06-10T21:00:00+07:00') }) });
  renderApp('/');
  const main = within(screen.getByRole('main'));
  expect(await main.findByText(/^Restoran sedang tutup\./)).toBeVisible();
  expect(main.getByText(/^Restoran sedang tutup\./).closest('[role="status"]')).not.toBeNull();
});

it('says nothing of the status while the shop takes orders', async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Warung Mbak Sri' })).toBeVisible();
  await waitFor(() => expect(document.title).toMatch(/^Masakan Rumahan Indonesia/));
  expect(screen.queryByText(/Restoran sedang tutup/)).not.toBeInTheDocument();
});
