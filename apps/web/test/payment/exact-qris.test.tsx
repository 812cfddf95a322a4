import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, pending, type FetchHandler } from '../helpers/mock-fetch';
import { customerAnswers, order } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

/** What GET /orders/41/qris responds with: the restaurant's code with the order's total in tag 54. */
const PAYLOAD =
  '00020101021226570011ID.DANA.WWW011893600915301234567802090123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10219876543210303UMI5204581453033605405550005802ID' +
  '5914Dapur Mbok Sri6011Kab. Bantul6105557116304ABCD';

function handlers(exact: FetchHandler, demo = false) {
  return {
    ...customerAnswers(),
    'GET /api/orders': () => json(success([order()])),
    'GET /api/orders/41/qris': exact,
    'GET /api/payments/qris': () =>
      json(
        success({ image_url: '/api/payments/qris/image', demo, merchant_name: 'Warung Mbak Sri' }),
      ),
    'GET /api/suggestions': () => json(success([])),
  };
}

const exactCode: FetchHandler = () => json(success({ payload: PAYLOAD, amount: 55_000 }));

describe('/payment with the exact amount in the QRIS code', () => {
  it('draws the order’s own code, names the amount large, and leaves out typing it', async () => {
    signIn();
    mockFetch(handlers(exactCode));
    renderApp('/payment');

    const code = await screen.findByRole('img', {
      name: 'Kode QRIS Warung Mbak Sri senilai Rp 55.000',
    });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const panel = screen.getByRole('region', { name: 'Bayar dengan QRIS' });
    expect(within(panel).getByText('Rp 55.000', { selector: '.text-3xl' })).toBeVisible();
    expect(panel).toHaveTextContent('Jumlah yang dibayar');
    expect(panel).toHaveTextContent(
      'Jumlahnya sudah ada di dalam kode QR, jadi tidak perlu diketik.',
    );
    expect(panel).not.toHaveTextContent('Masukkan nominal');
    expect(within(panel).getByRole('button', { name: 'Simpan QR' })).toBeEnabled();
    expect(within(panel).queryByRole('link', { name: 'Simpan Gambar QRIS' })).toBeNull();
    expect(
      screen.queryByText('Kode QRIS ini hanya contoh (demo) dan tidak dapat dibayar.'),
    ).not.toBeInTheDocument();
  });

  it('says in five short steps how to pay from the gallery and come back to confirm', async () => {
    signIn();
    mockFetch(handlers(exactCode));
    renderApp('/payment');

    const steps = within(await screen.findByRole('list', { name: 'Cara membayar' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Tekan "Simpan QR", lalu buka aplikasi e-wallet atau mobile banking Anda.',
      'Pilih bayar dengan QRIS, lalu pindai QR dari galeri.',
      'Cek jumlahnya: Rp 55.000.',
      'Bayar.',
      'Kembali ke sini dan tekan tombol "Saya Sudah Bayar".',
    ]);
    expect(screen.getByRole('button', { name: 'Saya Sudah Bayar' })).toBeEnabled();
  });

  it('copies the amount as digits, the way an amount field takes it', async () => {
    signIn();
    mockFetch(handlers(exactCode));
    const { user } = renderApp('/payment');

    await user.click(await screen.findByRole('button', { name: 'Salin jumlah' }));

    expect(await navigator.clipboard.readText()).toBe('55000');
    expect(await screen.findByText('Jumlah disalin.')).toBeVisible();
  });

  it('still says when the code is only the demo sample', async () => {
    signIn();
    mockFetch(handlers(exactCode, true));
    renderApp('/payment');

    expect(
      await screen.findByText('Kode QRIS ini hanya contoh (demo) dan tidak dapat dibayar.'),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Kode QRIS Warung Mbak Sri senilai Rp 55.000' }),
    ).toBeVisible();
  });

  it('shows the static picture, amount typed by hand, when the restaurant stored no code (404)', async () => {
    signIn();
    mockFetch(
      handlers(() =>
        json(
          {
            status: 'error',
            message: 'Restoran belum menyimpan kode QRIS dengan jumlah otomatis.',
          },
          404,
        ),
      ),
    );
    renderApp('/payment');

    const code = await screen.findByRole('img', { name: 'Kode QRIS Warung Mbak Sri' });
    expect(code).toHaveAttribute('src', '/api/payments/qris/image');
    const panel = screen.getByRole('region', { name: 'Bayar dengan QRIS' });
    expect(panel).toHaveTextContent('Masukkan nominal tepat Rp 55.000');
    expect(within(panel).queryByRole('button', { name: 'Simpan QR' })).toBeNull();
  });

  it('says it is loading the code until the response comes', async () => {
    signIn();
    mockFetch(handlers(pending));
    renderApp('/payment');

    expect(await screen.findByText('Memuat kode QRIS...')).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Kode QRIS/ })).not.toBeInTheDocument();
  });
});
