import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import {
  adminOrder,
  adminOrderDetail,
  eventStream,
  freezeNow,
  ownerAnswers,
} from './owner-fixtures';

const DETAIL = 'GET /api/admin/orders/41';

function detailAnswer(...args: Parameters<typeof adminOrderDetail>) {
  return () => json({ status: 'success', data: adminOrderDetail(...args) });
}

describe('/admin/orders/:id', () => {
  it('shows the order, the customer account and the timeline in Jakarta time', async () => {
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      [DETAIL]: detailAnswer(
        {
          status: 'cancelled',
          name: 'Bu Siti (kantor)',
          phone: '6287700011122',
          created_at: '2025-05-12T07:25:00.000Z',
        },
        [
          { status: 'pending', at: '2025-05-12T07:25:00.000Z', reason: null },
          { status: 'processing', at: '2025-05-12T07:27:10.000Z', reason: null },
          { status: 'cancelled', at: '2025-05-12T07:40:00.000Z', reason: 'Menu habis' },
        ],
      ),
    });
    renderApp('/admin/orders/41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan #41' })).toBeVisible();
    expect(document.title).toBe('Pesanan #41 — Dapur Bu Ratna');
    await screen.findByRole('heading', { name: 'Riwayat' });

    const details = within(screen.getByRole('region', { name: 'Rincian pesanan' }));
    expect(details.getByText('Bu Siti (kantor)')).toBeVisible();
    // Delivered as soon as possible.
    expect(screen.getByText('Diantar')).toBeVisible();
    expect(screen.getByText('Secepatnya')).toBeVisible();
    expect(details.getByRole('link', { name: 'Telepon 0877-0001-1122' })).toBeVisible();
    expect(details.getByText('Rp 55.000')).toBeVisible();

    const account = within(screen.getByRole('region', { name: 'Akun pelanggan' }));
    expect(account.getByText('Siti Rahmawati')).toBeVisible();
    expect(account.getByRole('link', { name: '0812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );
    expect(account.getByRole('link', { name: 'siti@example.com' })).toHaveAttribute(
      'href',
      'mailto:siti@example.com',
    );

    const timeline = within(screen.getByRole('region', { name: 'Riwayat' }));
    const steps = timeline.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'Menunggu pembayaran12 Mei 2025, 14.25',
      'Diproses12 Mei 2025, 14.27',
      'Dibatalkan12 Mei 2025, 14.40Alasan: Menu habis',
    ]);

    // The WhatsApp message of a cancelled order names the recorded reason.
    const link = details.getByRole('link', { name: /WhatsApp: Pesanan dibatalkan/ });
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toContain(
      'pesanan #41 (Nasi Goreng Kampung x2, Es Teh Manis x1) kami batalkan karena: Menu habis.',
    );
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe('/6287700011122');
  });

  it('names the day and time a scheduled pickup is due', async () => {
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      [DETAIL]: detailAnswer({ fulfilment: 'pickup', scheduled_for: '2025-05-13T05:00:00.000Z' }, [
        { status: 'pending', at: '2025-05-12T07:25:00.000Z', reason: null },
      ]),
    });
    renderApp('/admin/orders/41');
    expect(await screen.findByText('Ambil sendiri')).toBeVisible();
    expect(screen.getByText(/^Untuk/)).toHaveTextContent('Untuk 13 Mei 2025, 12.00');
  });

  it('acts on the order and shows the new step in its timeline', async () => {
    freezeNow();
    signIn();
    const order = adminOrder({ status: 'ready' });
    const api = mockFetch({
      ...ownerAnswers(),
      [DETAIL]: [
        detailAnswer({ status: 'ready' }, [
          { status: 'pending', at: '2025-05-12T07:25:00.000Z', reason: null },
          { status: 'ready', at: '2025-05-12T07:45:00.000Z', reason: null },
        ]),
        detailAnswer({ status: 'completed' }, [
          { status: 'pending', at: '2025-05-12T07:25:00.000Z', reason: null },
          { status: 'ready', at: '2025-05-12T07:45:00.000Z', reason: null },
          { status: 'completed', at: '2025-05-12T08:00:00.000Z', reason: null },
        ]),
      ],
      'PUT /api/admin/orders/41/status': () =>
        json({ status: 'success', data: { ...order, status: 'completed' } }),
    });
    const { user } = renderApp('/admin/orders/41');
    await user.click(await screen.findByRole('button', { name: 'Selesai' }));

    const timeline = within(screen.getByRole('region', { name: 'Riwayat' }));
    expect(await timeline.findByText('12 Mei 2025, 15.00')).toBeVisible();
    expect(await api.bodyOf('PUT /api/admin/orders/41/status')).toEqual({ status: 'completed' });
  });

  it('follows the order live', async () => {
    freezeNow();
    signIn();
    const events = eventStream();
    mockFetch({
      ...ownerAnswers(events.handler),
      [DETAIL]: detailAnswer({}, [
        { status: 'processing', at: '2025-05-12T07:25:00.000Z', reason: null },
      ]),
    });
    renderApp('/admin/orders/41');
    await screen.findByRole('button', { name: 'Pembayaran diterima' });
    await screen.findByText('Langsung');

    events.send('payment.updated', {
      ...adminOrder(),
      payment: { id: 9, status: 'completed', amount: 55_000, verification: 'rejected' },
    });
    const details = within(screen.getByRole('region', { name: 'Rincian pesanan' }));
    expect(await details.findByText('Pembayaran ditolak')).toBeVisible();
    expect(details.queryByRole('button', { name: 'Pembayaran diterima' })).toBeNull();
  });

  it("says 'Pesanan tidak ditemukan.' for an order that does not exist", async () => {
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      'GET /api/admin/orders/999': () =>
        json({ status: 'error', message: 'Pesanan tidak ditemukan.' }, 404),
    });
    renderApp('/admin/orders/999');
    expect(await screen.findByText('Pesanan tidak ditemukan.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Kembali ke daftar pesanan/ })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
