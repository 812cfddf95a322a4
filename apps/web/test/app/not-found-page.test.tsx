import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../helpers/render-app';

it('an unknown address says so and links home', async () => {
  renderApp('/menu-rahasia');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan — Warung Mbak Sri'));
  // Still inside the site: header and footer are there.
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
