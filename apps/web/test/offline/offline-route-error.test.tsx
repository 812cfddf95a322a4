import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { mockFetch } from '../helpers/mock-fetch';
import { customerAnswers } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

// The cart page's code, not saved on the phone, cannot be downloaded offline.
vi.mock('../../src/app/routes/cart-route.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('a page whose code cannot be downloaded offline says the phone is offline', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  signIn();
  mockFetch(customerAnswers());
  renderApp('/cart');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Anda sedang offline' }),
  ).toBeVisible();
  expect(screen.queryByText('Terjadi kesalahan')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat Menu' })).toHaveAttribute('href', '/foods');
  await waitFor(() => expect(document.title).toBe('Anda sedang offline — Warung Mbak Sri'));
});
