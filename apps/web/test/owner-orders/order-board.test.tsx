import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { json, mockFetch, offline, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import {
  adminOrder,
  card,
  freezeNow,
  listAnswer,
  minutesAgo,
  orderList,
  ownerAnswers,
  TODAY,
} from './owner-fixtures';

const LIST = 'GET /api/admin/orders';

describe('/admin, the order board', () => {
  it("lists the orders due today in the server's order (earliest due first): number, age, customer, phone as 0812-3456-7890, items, total, payment and status", async () => {
    freezeNow();
    signIn();
    const api = mockFetch({
      ...ownerAnswers(),
      [LIST]: listAnswer([
        adminOrder({
          id: 40,
          status: 'pending',
          created_at: minutesAgo(125),
          payment: { id: 8, status: 'pending', amount: 55_000, verification: 'unverified' },
        }),
        adminOrder({ id: 41 }),
        adminOrder({ id: 42, created_at: minutesAgo(0.5), name: 'Budi', phone: '6287700011122' }),
      ]),
    });
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Pesanan #41' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
    expect(document.title).toBe('Pesanan — Dapur Bu Ratna');
    // Paid and waiting for the family's check first, then by status; each group earliest due first.
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((article) => within(article).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Pesanan #41', 'Pesanan #42', 'Pesanan #40']);
    expect(screen.getByRole('heading', { level: 2, name: 'Cek pembayaran (2)' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Menunggu pembayaran (1)' }),
    ).toBeVisible();
    expect(
      screen.getByText(/Pesanan yang harus siap pada hari ini, urut dari waktu paling awal/),
    ).toBeVisible();

    const query = new URL(api.requestsTo(LIST)[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      sort: 'due',
      from: TODAY,
      to: TODAY,
      page: '1',
    });

    const siti = card(41);
    expect(siti.getByText('5 menit lalu')).toBeVisible();
    expect(siti.getByText('14.25')).toBeVisible();
    expect(siti.getByText('Siti Rahmawati')).toBeVisible();
    expect(siti.getByRole('link', { name: 'Telepon 0812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );
    expect(siti.getByText('Jl. Kaliurang Km 5 No. 12, Sleman')).toBeVisible();
    expect(siti.getByText('Nasi Goreng Kampung')).toBeVisible();
    expect(siti.getByText('Es Teh Manis')).toBeVisible();
    expect(siti.getByText('2×')).toBeVisible();
    expect(siti.getByText('Rp 55.000')).toBeVisible();
    expect(siti.getByText('Sudah bayar')).toBeVisible();
    expect(siti.getByText('Belum dicek')).toBeVisible();
    expect(siti.getByText('Diproses')).toBeVisible();
    expect(siti.getByRole('button', { name: 'Pembayaran diterima' })).toBeVisible();
    expect(siti.getByRole('button', { name: 'Tolak pembayaran' })).toBeVisible();
    expect(siti.getByRole('button', { name: 'Siap diambil/diantar' })).toBeVisible();
    expect(siti.getByRole('link', { name: 'Pesanan #41' })).toHaveAttribute(
      'href',
      '/admin/orders/41',
    );

    expect(card(42).getByText('baru saja')).toBeVisible();
    expect(card(42).getByRole('link', { name: 'Telepon 0877-0001-1122' })).toBeVisible();

    const unpaid = card(40);
    expect(unpaid.getByText('2 jam lalu')).toBeVisible();
    expect(unpaid.getByText('Belum bayar')).toBeVisible();
    expect(unpaid.getByText('Menunggu pembayaran')).toBeVisible();
    // Nothing to check before the customer says they paid.
    expect(unpaid.queryByRole('button', { name: 'Pembayaran diterima' })).not.toBeInTheDocument();
    expect(unpaid.getByRole('button', { name: 'Mulai masak' })).toBeVisible();
  });

  it('shows how each order leaves the kitchen and when it is due, with its notes and delivery fee', async () => {
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      [LIST]: listAnswer([
        adminOrder({ id: 41 }),
        adminOrder({
          id: 43,
          fulfilment: 'pickup',
          address: '',
          // 12.00 in Jakarta.
          scheduled_for: '2025-05-12T05:00:00.000Z',
          created_at: minutesAgo(60 * 20),
          note: 'Tolong telepon kalau sudah siap.',
          items: [
            {
              food_id: 2,
              nama_menu: 'Nasi Box Rendang Sapi',
              jumlah: 10,
              harga_satuan: 38_000,
              harga_total: 380_000,
              note: 'sambal dipisah',
              options: [],
            },
          ],
        }),
        adminOrder({ id: 44, delivery_fee: 10_000, total_amount: 65_000 }),
      ]),
    });
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #43' });

    const pickup = card(43);
    expect(pickup.getByText('Ambil sendiri')).toBeVisible();
    expect(pickup.getByText('12.00')).toHaveAttribute('datetime', '2025-05-12T05:00:00.000Z');
    expect(pickup.getByText(/^Untuk/)).toHaveTextContent('Untuk 12.00');
    expect(pickup.getByText('Diambil sendiri di toko.')).toBeVisible();
    expect(pickup.getByText('Catatan: sambal dipisah')).toBeVisible();
    expect(pickup.getByText(/Tolong telepon kalau sudah siap\./)).toHaveTextContent(
      'Catatan pesanan: Tolong telepon kalau sudah siap.',
    );

    const asap = card(41);
    expect(asap.getByText('Diantar')).toBeVisible();
    expect(asap.getByText('Secepatnya')).toBeVisible();
    expect(asap.queryByText(/Catatan/)).not.toBeInTheDocument();
    expect(asap.queryByText('Ongkos kirim')).not.toBeInTheDocument();

    const withFee = card(44);
    expect(withFee.getByText('Ongkos kirim').parentElement).toHaveTextContent(
      'Ongkos kirimRp 10.000',
    );
  });

  it('moves the ages on by itself', async () => {
    const clock = freezeNow();
    useFakeClock();
    signIn();
    mockFetch({ ...ownerAnswers(), [LIST]: listAnswer([adminOrder({ id: 41 })]) });
    renderApp('/admin');
    await settle(() => expect(card(41).getByText('5 menit lalu')).toBeVisible());

    clock.moveBy(60_000);
    await advance(30_000);
    expect(card(41).getByText('6 menit lalu')).toBeVisible();
  });

  it('reads every page of a busy day', async () => {
    freezeNow();
    signIn();
    const first = Array.from({ length: 50 }, (_, index) => adminOrder({ id: 200 - index }));
    const api = mockFetch({
      ...ownerAnswers(),
      [LIST]: [
        () => json(orderList(first, 51, 1)),
        () => json(orderList([adminOrder({ id: 100 })], 51, 2)),
      ],
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Pesanan #100' })).toBeVisible();
    expect(document.querySelectorAll('article')).toHaveLength(51);
    expect(new URL(api.requestsTo(LIST)[1]!.url).searchParams.get('page')).toBe('2');
  });

  it("says 'Belum ada pesanan hari ini.' on a quiet day", async () => {
    freezeNow();
    signIn();
    mockFetch({ ...ownerAnswers(), [LIST]: listAnswer([]) });
    renderApp('/admin');
    expect(await screen.findByText('Belum ada pesanan hari ini.')).toBeVisible();
  });

  it('shows that it is loading, then an error with a retry', async () => {
    freezeNow();
    signIn();
    let handler = pending;
    mockFetch({ ...ownerAnswers(), [LIST]: (request) => handler(request) });
    const { user, queryClient } = renderApp('/admin');
    expect(await screen.findByText('Memuat pesanan...')).toBeVisible();

    handler = offline;
    await queryClient.cancelQueries();
    await queryClient.refetchQueries();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat pesanan. Periksa koneksi lalu coba lagi.');

    handler = listAnswer([adminOrder({ id: 41 })]);
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Pesanan #41' })).toBeVisible();
  });

  it('filters by status and looks at another day', async () => {
    freezeNow();
    signIn();
    const api = mockFetch({
      ...ownerAnswers(),
      [LIST]: [listAnswer([adminOrder({ id: 41 })]), listAnswer([]), listAnswer([])],
    });
    const { user, router } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #41' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Siap');
    expect(await screen.findByText('Tidak ada pesanan berstatus “Siap” hari ini.')).toBeVisible();
    expect(new URL(api.requestsTo(LIST)[1]!.url).searchParams.get('status')).toBe('ready');
    expect(router.state.location.search).toBe('?status=ready');

    await user.click(screen.getByRole('button', { name: 'Hari sebelumnya' }));
    expect(
      await screen.findByText('Tidak ada pesanan berstatus “Siap” pada Minggu, 11 Mei 2025.'),
    ).toBeVisible();
    const query = new URL(api.requestsTo(LIST)[2]!.url).searchParams;
    expect(query.get('from')).toBe('2025-05-11');
    expect(query.get('to')).toBe('2025-05-11');
    expect(query.get('status')).toBe('ready');
    expect(screen.getByLabelText('Hari')).toHaveValue('2025-05-11');

    await user.click(screen.getByRole('button', { name: 'Kembali ke hari ini' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ready'));
    expect(screen.getByLabelText('Hari')).toHaveValue(TODAY);
  });
});
