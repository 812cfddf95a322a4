import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { customerAnswers, order } from '../helpers/order-fixtures';
import { onPhone } from '../helpers/phone-screen';
import { renderApp } from '../helpers/render-app';

const PAYLOAD =
  '00020101021226570011ID.DANA.WWW011893600915301234567802090123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10219876543210303UMI5204581453033605405550005802ID' +
  '5914Dapur Mbok Sri6011Kab. Bantul6105557116304ABCD';
const exactCode: FetchHandler = () => json(success({ payload: PAYLOAD, amount: 55_000 }));
const noExactCode: FetchHandler = () => json({ status: 'error', message: 'Tidak ada.' }, 404);

function open(exact: FetchHandler) {
  signIn();
  mockFetch({
    ...customerAnswers(),
    'GET /api/orders': () => json(success([order()])),
    'GET /api/orders/41/qris': exact,
    'GET /api/payments/qris': () =>
      json(
        success({ image_url: '/api/payments/qris/image', demo: false, merchant_name: 'Warung' }),
      ),
  });
  return renderApp('/payment');
}

/** Whether `a` comes before `b` in the page, as a screen reader and a phone's column show them. */
function before(a: Element, b: Element): boolean {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('/payment on a phone', () => {
  it('puts the amount, the QR, Salin and Simpan QR first, the order folded under them', async () => {
    onPhone();
    const { user } = open(exactCode);

    const qr = await screen.findByRole('img', { name: /^Kode QRIS .+ senilai Rp 55\.000$/ });
    const amount = screen.getByText('Rp 55.000', { selector: '.text-3xl' });
    const copy = screen.getByRole('button', { name: 'Salin jumlah' });
    const save = screen.getByRole('button', { name: 'Simpan QR' });
    const paid = screen.getByRole('button', { name: 'Saya Sudah Bayar' });
    const summary = screen.getByText('Rincian pesanan');
    const details = summary.closest('details');
    expect(details).not.toBeNull();

    for (const [first, next] of [
      [amount, qr],
      [copy, qr],
      [qr, save],
      [save, summary],
      [paid, summary],
    ] as const) {
      expect(before(first, next)).toBe(true);
    }
    expect(details).not.toHaveAttribute('open');
    const region = screen.getByRole('region', { name: 'Pesanan #41' });
    expect(within(region).getByText('Siti Rahmawati')).not.toBeVisible();

    // One tap unfolds it.
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(region).getByText('Siti Rahmawati')).toBeVisible();
  });

  it('puts the amount and the static picture first too, the order folded', async () => {
    onPhone();
    open(noExactCode);
    const qr = await screen.findByRole('img', { name: 'Kode QRIS Warung' });
    const amount = screen.getByText('Rp 55.000', { selector: '.text-3xl' });
    expect(screen.getByRole('button', { name: 'Salin jumlah' })).toBeVisible();
    expect(before(amount, qr)).toBe(true);
    expect(before(qr, screen.getByText('Rincian pesanan'))).toBe(true);
    expect(screen.getByText('Rincian pesanan').closest('details')).not.toHaveAttribute('open');
  });

  it('keeps the order open beside the code on a wider screen', async () => {
    open(exactCode);
    await screen.findByRole('img', { name: /^Kode QRIS/ });
    expect(screen.getByText('Rincian pesanan').closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('region', { name: 'Pesanan #41' })).toBeVisible();
  });
});
