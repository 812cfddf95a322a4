import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { json, mockFetch, offline } from '../helpers/mock-fetch';
import { customerAnswers } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

/** The phone without a network: the browser says so, and no request gets a response. */
function phoneOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

describe('offline, a customer’s pages say the phone is offline', () => {
  it('the cart', async () => {
    phoneOffline();
    signIn();
    mockFetch({ ...customerAnswers(), 'GET /api/cart': offline });
    renderApp('/cart');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Anda sedang offline — keranjang belum bisa dimuat. Halaman ini memuatnya lagi begitu ponsel tersambung.',
    );
    expect(screen.queryByText(/Terjadi kesalahan|Failed to load/)).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  });

  it('"Pesanan Saya"', async () => {
    phoneOffline();
    signIn();
    mockFetch({ ...customerAnswers(), 'GET /api/orders': offline });
    renderApp('/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Anda sedang offline — pesanan Anda belum bisa dimuat.',
    );
    expect(screen.queryByText(/Terjadi kesalahan|Gagal memuat pesanan/)).not.toBeInTheDocument();
  });

  it('keeps the spec’s load error while the phone is online', async () => {
    signIn();
    mockFetch({ ...customerAnswers(), 'GET /api/cart': () => json({ message: 'x' }, 500) });
    renderApp('/cart');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to load cart items.',
    );
  });
});
