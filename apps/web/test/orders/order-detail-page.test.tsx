import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { advance, useFakeIntervals } from '../helpers/fake-clock';
import { apiError, success } from '../helpers/menu-fixtures';
import { json, mockFetch, offline, pending, type FetchHandler } from '../helpers/mock-fetch';
import { customerAnswers, orderDetail, step } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const ORDER = 'GET /api/orders/41';

const paid = { id: 9, status: 'completed', amount: 55_000 } as const;
const ordered = step('pending', '2025-05-12T07:30:00.000Z');
const paying = step('processing', '2025-05-12T07:34:00.000Z');
const cooked = step('ready', '2025-05-12T08:10:00.000Z');

const inKitchen = orderDetail(
  { status: 'processing', payment: { ...paid, verification: 'verified' } },
  [ordered, paying],
);
const readyToGo = orderDetail({ status: 'ready', payment: { ...paid, verification: 'verified' } }, [
  ordered,
  paying,
  cooked,
]);

function open(handler: FetchHandler | FetchHandler[], path = '/orders/41') {
  signIn();
  const api = mockFetch({ ...customerAnswers(), [ORDER]: handler });
  return { api, ...renderApp(path) };
}

function timeline() {
  return within(screen.getByRole('list', { name: 'Riwayat status' }));
}

function steps() {
  return timeline()
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('/orders/{id}', () => {
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('shows the order: each status with its time in Jakarta, payment, dishes, recipient', async () => {
    open(() => json(success(inKitchen)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan #41' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pesanan #41 — Warung Mbak Sri'));
    expect(screen.getByText('12 Mei 2025 pukul 14.30', { selector: 'p' })).toBeVisible();

    expect(steps()).toEqual([
      'Menunggu pembayaran12 Mei 2025 pukul 14.30',
      'Diproses12 Mei 2025 pukul 14.34',
    ]);
    const items = timeline().getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(items[0]!).getByText('12 Mei 2025 pukul 14.30')).toHaveAttribute(
      'datetime',
      '2025-05-12T07:30:00.000Z',
    );

    const payment = within(screen.getByRole('region', { name: 'Pembayaran' }));
    expect(payment.getByText('Sudah dibayar — Pembayaran diterima')).toBeVisible();
    expect(payment.queryByRole('link', { name: 'Bayar Sekarang' })).not.toBeInTheDocument();

    const dishes = within(screen.getByRole('region', { name: 'Isi Pesanan' }));
    expect(dishes.getByText('Nasi Goreng Kampung × 2')).toBeVisible();
    expect(dishes.getByText('Total').parentElement).toHaveTextContent('Rp 55.000');

    const recipient = screen.getByRole('region', { name: 'Dikirim ke' });
    expect(recipient).toHaveTextContent('Siti Rahmawati');
    expect(recipient).toHaveTextContent('Jl. Kaliurang Km 5 No. 12, Sleman');
    expect(recipient).toHaveTextContent('0812-3456-7890');
    expect(screen.getByRole('link', { name: 'Pesanan Saya' })).toHaveAttribute('href', '/orders');
  });

  it('keeps the lines of the address as the customer typed them', async () => {
    const address = 'Jl. Kaliurang Km 5\nGang Mawar No. 12\nSleman';
    open(() => json(success({ ...inKitchen, address })));
    const recipient = within(await screen.findByRole('region', { name: 'Dikirim ke' }));
    expect(recipient.getByText(address, { normalizer: (text) => text })).toHaveClass(
      'whitespace-pre-line',
    );
  });

  it('shows the next step the family takes while the page is open, asking every 10 s', async () => {
    useFakeIntervals();
    const { api } = open([() => json(success(inKitchen)), () => json(success(readyToGo))]);
    await screen.findByRole('list', { name: 'Riwayat status' });
    expect(steps()).toHaveLength(2);

    await advance(9_000);
    expect(api.callsTo(ORDER)).toBe(1);
    await advance(1_000);
    await waitFor(() => expect(steps()).toHaveLength(3));
    expect(steps()[2]).toBe('Siap12 Mei 2025 pukul 15.10');
    expect(timeline().getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan #41' })).toBeVisible();
    expect(api.callsTo(ORDER)).toBe(2);
  });

  it('asks nothing while the tab is hidden, and catches up when it is back', async () => {
    useFakeIntervals();
    const { api } = open([() => json(success(inKitchen)), () => json(success(readyToGo))]);
    await screen.findByRole('list', { name: 'Riwayat status' });

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await advance(30_000);
    expect(api.callsTo(ORDER)).toBe(1);

    delete (document as { visibilityState?: unknown }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await waitFor(() => expect(steps()).toHaveLength(3));
    expect(api.callsTo(ORDER)).toBe(2);
  });

  it('gives the reason of a cancellation', async () => {
    open(() =>
      json(
        success(
          orderDetail({ status: 'cancelled' }, [
            ordered,
            step('cancelled', '2025-05-12T09:00:00.000Z', 'sold_out'),
          ]),
        ),
      ),
    );
    await screen.findByRole('list', { name: 'Riwayat status' });
    expect(steps()[1]).toBe('Dibatalkan12 Mei 2025 pukul 16.00Alasan: Menu habis');
    expect(screen.queryByRole('link', { name: 'Bayar Sekarang' })).not.toBeInTheDocument();
  });

  it("gives the family's own words for a cancellation as they wrote them", async () => {
    open(() =>
      json(
        success(
          orderDetail({ status: 'cancelled' }, [
            ordered,
            step('cancelled', '2025-05-12T09:00:00.000Z', 'Gas habis, maaf sekali.'),
          ]),
        ),
      ),
    );
    expect(await screen.findByText('Alasan: Gas habis, maaf sekali.')).toBeVisible();
  });

  it('names the order while it loads, and offers to try again when it cannot be loaded', async () => {
    let online: boolean | null = null;
    open((request) =>
      online === null ? pending(request) : online ? json(success(inKitchen)) : offline(request),
    );
    expect(await screen.findByText('Memuat pesanan...')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan #41' })).toBeVisible();
    cleanup();

    online = false;
    const { user } = open((request) => (online ? json(success(inKitchen)) : offline(request)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat pesanan.');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('list', { name: 'Riwayat status' })).toBeVisible();
  });

  it('offers to pay an order whose payment is still open', async () => {
    open(() => json(success(orderDetail())));
    const payment = within(await screen.findByRole('region', { name: 'Pembayaran' }));
    expect(payment.getByText('Belum dibayar')).toBeVisible();
    expect(payment.getByRole('link', { name: 'Bayar Sekarang' })).toHaveAttribute(
      'href',
      '/payment?order=41',
    );
  });

  it('tells the customer what to do about a payment the family could not find', async () => {
    open(() =>
      json(
        success(
          orderDetail({ status: 'processing', payment: { ...paid, verification: 'rejected' } }, [
            ordered,
            paying,
          ]),
        ),
      ),
    );
    const payment = within(await screen.findByRole('region', { name: 'Pembayaran' }));
    expect(payment.getByText('Sudah dibayar — Pembayaran ditolak')).toBeVisible();
    expect(
      payment.getByText(
        'Restoran belum menerima pembayaran ini. Hubungi restoran lewat WhatsApp untuk menyelesaikannya.',
      ),
    ).toBeVisible();
  });

  it('opens a WhatsApp chat with the restaurant about this order', async () => {
    open(() => json(success(inKitchen)));
    const link = await screen.findByRole('link', { name: /Tanya restoran lewat WhatsApp/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/6281399887766');
    expect(url.searchParams.get('text')).toBe(
      'Halo Warung Mbak Sri, saya ingin bertanya tentang pesanan #41 atas nama Siti Rahmawati (total Rp 55.000).',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("says 'Pesanan tidak ditemukan.' for an order that is not the customer's, and stops asking", async () => {
    useFakeIntervals();
    const { api } = open(() => json(apiError('Pesanan tidak ditemukan.'), 404));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pesanan tidak ditemukan.' }),
    ).toBeVisible();
    await advance(30_000);
    expect(api.callsTo(ORDER)).toBe(1);
  });

  it('says the same for an address that holds no order number, without asking', async () => {
    const { api } = open(() => json(success(inKitchen)), '/orders/bukan-angka');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pesanan tidak ditemukan.' }),
    ).toBeVisible();
    expect(api.requests.some((request) => request.url.includes('/orders/'))).toBe(false);
  });

  it('asks a visitor to log in, and comes back to the order afterwards', async () => {
    const api = mockFetch({});
    const { user, router } = renderApp('/orders/41');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Anda harus login terlebih dahulu untuk melihat pesanan Anda.',
    );
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/orders/41' });
    expect(api.callsTo(ORDER)).toBe(0);
  });
});
