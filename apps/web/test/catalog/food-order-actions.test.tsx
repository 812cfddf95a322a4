import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { meAnswer, signIn } from '../helpers/account-fixtures';
import { nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

it.each(['Tambah ke Keranjang', 'Pesan Sekarang'])(
  'does not warn a logged-in customer who presses "%s"',
  async (button) => {
    signIn();
    mockFetch({
      'GET /api/foods': () => json(success([nasiGoreng])),
      'POST /api/auth/me': meAnswer(),
    });
    const { user } = renderApp('/foods');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Anda harus login terlebih dahulu untuk memesan.'),
    ).not.toBeInTheDocument();
  },
);
