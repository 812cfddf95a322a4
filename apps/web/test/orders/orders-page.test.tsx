import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { advance, useFakeIntervals } from '../helpers/fake-clock';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, offline, pending } from '../helpers/mock-fetch';
import { customerAnswers, order } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const ORDERS = 'GET /api/orders';

const paid = { id: 9, status: 'completed', amount: 55_000 } as const;

const processing = order({
  id: 42,
  status: 'processing',
  created_at: '2025-05-13T02:05:00.000Z',
  payment: { ...paid, verification: 'unverified' },
});
const waiting = order({ id: 41 });
const done = order({
  id: 40,
  status: 'completed',
  created_at: '2025-05-01T05:00:00.000Z',
  items: [
    {
      food_id: 2,
      nama_menu: 'Nasi Box Rendang Sapi',
      jumlah: 10,
      harga_satuan: 38_000,
      harga_total: 380_000,
      note: '',
      options: [],
    },
  ],
  total_amount: 380_000,
  payment: { ...paid, amount: 380_000, verification: 'verified' },
});
const refused = order({
  id: 39,
  status: 'cancelled',
  payment: { ...paid, verification: 'rejected' },
});

function card(id: number) {
  return within(screen.getByRole('article', { name: `Pesanan #${id}` }));
}

describe('/orders', () => {
  it("lists the customer's orders as the server sends them, newest first, with items, total, payment, check and status", async () => {
    signIn();
    mockFetch({
      ...customerAnswers(),
      [ORDERS]: () => json(success([processing, waiting, done, refused])),
    });
    renderApp('/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
    await screen.findByRole('article', { name: 'Pesanan #42' });
    await waitFor(() => expect(document.title).toBe('Pesanan Saya — Warung Mbak Sri'));
    const list = screen.getByRole('list', { name: 'Daftar pesanan' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pesanan #42', 'Pesanan #41', 'Pesanan #40', 'Pesanan #39']);

    const newest = card(42);
    expect(newest.getByText('13 Mei 2025 pukul 09.05')).toBeVisible();
    // Paid, not yet checked by the family: not "Diproses" as if confirmed.
    expect(newest.getByText('Menunggu dicek restoran')).toBeVisible();
    expect(newest.queryByText('Diproses')).not.toBeInTheDocument();
    const items = newest.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nasi Goreng Kampung × 2');
    expect(items[0]).toHaveTextContent('Rp 50.000');
    expect(items[1]).toHaveTextContent('Es Teh Manis × 1');
    expect(newest.getByText('Total').parentElement).toHaveTextContent('Rp 55.000');
    expect(newest.getByText('Sudah dibayar — Belum dicek')).toBeVisible();
    expect(newest.getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute(
      'href',
      '/orders/42',
    );
    expect(newest.queryByRole('link', { name: 'Bayar Sekarang' })).not.toBeInTheDocument();

    expect(card(41).getByText('Menunggu pembayaran')).toBeVisible();
    expect(card(41).getByText('Belum dibayar')).toBeVisible();
    expect(card(41).getByRole('link', { name: 'Bayar Sekarang' })).toHaveAttribute(
      'href',
      '/payment?order=41',
    );

    expect(card(40).getByText('Selesai')).toBeVisible();
    expect(card(40).getByText('Sudah dibayar — Pembayaran diterima')).toBeVisible();
    expect(card(40).getByText('Total').parentElement).toHaveTextContent('Rp 380.000');

    expect(card(39).getByText('Dibatalkan')).toBeVisible();
    expect(card(39).getByText('Sudah dibayar — Pembayaran ditolak')).toBeVisible();
  });

  it('reads "Diproses" once the family has checked the payment', async () => {
    signIn();
    mockFetch({
      ...customerAnswers(),
      [ORDERS]: () =>
        json(success([{ ...processing, payment: { ...paid, verification: 'verified' } }])),
    });
    renderApp('/orders');
    await screen.findByRole('article', { name: 'Pesanan #42' });
    expect(card(42).getByText('Diproses')).toBeVisible();
    expect(card(42).queryByText('Menunggu dicek restoran')).not.toBeInTheDocument();
  });

  it('follows the family as they move an order along, without a reload', async () => {
    useFakeIntervals();
    signIn();
    const api = mockFetch({
      ...customerAnswers(),
      [ORDERS]: [
        () => json(success([processing])),
        () => json(success([{ ...processing, status: 'ready' }])),
      ],
    });
    renderApp('/orders');
    await screen.findByRole('article', { name: 'Pesanan #42' });
    expect(card(42).getByText('Menunggu dicek restoran')).toBeVisible();
    expect(api.callsTo(ORDERS)).toBe(1);

    await advance(10_000);
    await waitFor(() => expect(card(42).getByText('Siap')).toBeVisible());
    expect(api.callsTo(ORDERS)).toBe(2);
  });

  it("says 'Belum ada pesanan.' with a way to the menu", async () => {
    signIn();
    mockFetch({ ...customerAnswers(), [ORDERS]: () => json(success([])) });
    renderApp('/orders');
    expect(await screen.findByText('Belum ada pesanan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat Menu' })).toHaveAttribute('href', '/foods');
  });

  it('says so while the orders load, and offers to try again when they cannot', async () => {
    signIn();
    let online: boolean | null = null;
    mockFetch({
      ...customerAnswers(),
      [ORDERS]: (request) =>
        online === null ? pending(request) : online ? json(success([waiting])) : offline(request),
    });
    const first = renderApp('/orders');
    expect(await screen.findByText('Memuat pesanan...')).toBeVisible();
    first.unmount();

    online = false;
    const { user } = renderApp('/orders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat pesanan.');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('article', { name: 'Pesanan #41' })).toBeVisible();
  });

  it('asks a visitor to log in, and comes back here afterwards', async () => {
    const api = mockFetch({});
    const { user, router } = renderApp('/orders');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Anda harus login terlebih dahulu untuk melihat pesanan Anda.',
    );
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/orders' });
    expect(api.callsTo(ORDERS)).toBe(0);
  });
});
