import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { deferred } from '../helpers/fake-clock';
import { json, mockFetch, offline, type FetchHandler } from '../helpers/mock-fetch';
import { customerAnswers, order, orderDetail, step } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const ORDERS = 'GET /api/orders';
const QRIS = 'GET /api/payments/qris';
const PAY = 'POST /api/payments/41';
const STATUS = 'PUT /api/orders/41/status';
/** The restaurant has stored no QRIS code as text: the static picture is shown. */
const noExactCode: FetchHandler = () =>
  json(
    { status: 'error', message: 'Restoran belum menyimpan kode QRIS dengan jumlah otomatis.' },
    404,
  );
const paidDetail = orderDetail(
  {
    status: 'processing',
    payment: { id: 9, status: 'completed', amount: 55_000, verification: 'unverified' },
  },
  [step('pending', '2025-05-12T07:30:00.000Z'), step('processing', '2025-05-12T07:35:00.000Z')],
);

function qris(demo: boolean, imageUrl = '/api/payments/qris/image'): FetchHandler {
  return () => json(success({ image_url: imageUrl, demo, merchant_name: 'Warung Mbak Sri' }));
}

const older = order({
  id: 40,
  items: [
    {
      food_id: 2,
      nama_menu: 'Nasi Box Rendang Sapi',
      jumlah: 1,
      harga_satuan: 38_000,
      harga_total: 38_000,
      note: '',
      options: [],
    },
  ],
  total_amount: 38_000,
});

function handlers(overrides: Record<string, FetchHandler | FetchHandler[]> = {}) {
  return {
    ...customerAnswers(),
    [ORDERS]: () => json(success([order(), older])),
    [QRIS]: qris(false),
    [PAY]: () => json(success({ id: 9, status: 'completed', amount: 55_000 })),
    [STATUS]: () => json(success(order({ status: 'processing' }))),
    'GET /api/orders/41/qris': noExactCode,
    'GET /api/orders/40/qris': noExactCode,
    'GET /api/orders/41': () => json(success(paidDetail)),
    'GET /api/suggestions': () => json(success([])),
    ...overrides,
  };
}

function confirmButton() {
  return screen.getByRole('button', { name: 'Saya Sudah Bayar' });
}

describe('/payment', () => {
  it("shows the newest order's details, items and total, and the QRIS code", async () => {
    signIn();
    mockFetch(handlers());
    renderApp('/payment');

    const details = await screen.findByRole('region', { name: 'Pesanan #41' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pembayaran — Warung Mbak Sri'));
    expect(details).toHaveTextContent('Siti Rahmawati');
    expect(details).toHaveTextContent('Jl. Kaliurang Km 5 No. 12, Sleman');
    expect(details).toHaveTextContent('0812-3456-7890');
    expect(details).toHaveTextContent('12 Mei 2025 pukul 14.30');
    const items = within(within(details).getByRole('list', { name: 'Isi pesanan' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Nasi Goreng Kampung × 2');
    expect(items[0]).toHaveTextContent('Rp 50.000');
    expect(items[1]).toHaveTextContent('Es Teh Manis × 1');
    expect(within(details).getByText('Total Pembayaran').parentElement).toHaveTextContent(
      'Rp 55.000',
    );
    expect(screen.queryByText('Nasi Box Rendang Sapi', { exact: false })).not.toBeInTheDocument();

    const code = await screen.findByRole('img', { name: 'Kode QRIS Warung Mbak Sri' });
    expect(code).toHaveAttribute('src', '/api/payments/qris/image');
    const panel = screen.getByRole('region', { name: 'Bayar dengan QRIS' });
    expect(panel).toHaveTextContent('Scan kode QRIS');
    expect(panel).toHaveTextContent('Masukkan nominal tepat Rp 55.000');
    expect(within(panel).getByRole('link', { name: 'Simpan Gambar QRIS' })).toHaveAttribute(
      'href',
      '/api/payments/qris/image',
    );
    expect(
      screen.queryByText('Kode QRIS ini hanya contoh (demo) dan tidak dapat dibayar.'),
    ).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
  });

  it('uses the first order of the list as it comes, whatever its id', async () => {
    signIn();
    mockFetch(handlers({ [ORDERS]: () => json(success([older, order()])) }));
    renderApp('/payment');
    const details = await screen.findByRole('region', { name: 'Pesanan #40' });
    expect(details).toHaveTextContent('Nasi Box Rendang Sapi × 1');
    expect(within(details).getByText('Total Pembayaran').parentElement).toHaveTextContent(
      'Rp 38.000',
    );
    expect(screen.queryByRole('region', { name: 'Pesanan #41' })).not.toBeInTheDocument();
    expect(screen.queryByText('Nasi Goreng Kampung', { exact: false })).not.toBeInTheDocument();
  });

  it('says plainly when the QRIS code is only a demo', async () => {
    signIn();
    mockFetch(handlers({ [QRIS]: qris(true) }));
    renderApp('/payment');
    expect(
      await screen.findByText('Kode QRIS ini hanya contoh (demo) dan tidak dapat dibayar.'),
    ).toBeVisible();
  });

  it("records the payment, then moves the order to processing, then shows the order's page, the payment waiting to be checked", async () => {
    signIn();
    const paid = deferred<Response>();
    const api = mockFetch(handlers({ [PAY]: () => paid.promise }));
    const { user, router } = renderApp('/payment');
    await screen.findByRole('region', { name: 'Pesanan #41' });
    await user.click(confirmButton());

    expect(confirmButton()).toBeDisabled();
    expect(api.callsTo(STATUS)).toBe(0);
    paid.resolve(json(success({ id: 9, status: 'completed', amount: 55_000 })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/41'));
    expect(await api.bodyOf(PAY)).toEqual({ status: 'completed' });
    expect(await api.bodyOf(STATUS)).toEqual({ status: 'processing' });
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(
      expect.arrayContaining([PAY, STATUS]),
    );
    const payIndex = api.requests.findIndex(
      (r) => r.method === 'POST' && r.url.endsWith('/payments/41'),
    );
    const statusIndex = api.requests.findIndex((r) => r.url.endsWith('/orders/41/status'));
    expect(payIndex).toBeLessThan(statusIndex);
    // The family checks the money first: the notice promises nothing, the page says so.
    const notice = await screen.findByText('Terima kasih! Restoran akan mengecek pembayaran Anda.');
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Pesanan #41' })).toBeVisible(),
    );
    const payment = screen.getByRole('region', { name: 'Pembayaran' });
    expect(payment).toHaveTextContent('Sudah dibayar — Belum dicek');
    expect(screen.queryByText(/Pembayaran diterima/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bayar Sekarang' })).not.toBeInTheDocument();
  });

  it("leaves the order's page saying the payment waits for the check once the notice is closed", async () => {
    signIn();
    mockFetch(handlers());
    const { user } = renderApp('/payment');
    await screen.findByRole('region', { name: 'Pesanan #41' });

    await user.click(confirmButton());
    expect(
      await screen.findByText('Terima kasih! Restoran akan mengecek pembayaran Anda.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tutup pemberitahuan' }));

    await waitFor(() =>
      expect(
        screen.queryByText('Terima kasih! Restoran akan mengecek pembayaran Anda.'),
      ).not.toBeInTheDocument(),
    );
    // The notice comes with the navigation; the order's page may still be loading its order.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan #41' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Pembayaran' })).toHaveTextContent(
      'Sudah dibayar — Belum dicek',
    );
    // The server moved it on (spec §4), but nothing is confirmed until the family checks.
    const status = screen.getByRole('region', { name: 'Status Pesanan' });
    expect(status).toHaveTextContent('Menunggu dicek restoran');
    expect(status).not.toHaveTextContent('Diproses');
    expect(screen.getAllByText('Menunggu dicek restoran')).toHaveLength(2);
  });

  it('pays the order "Pesanan Saya" sent the customer here for', async () => {
    signIn();
    const api = mockFetch(
      handlers({
        'POST /api/payments/40': () =>
          json(success({ id: 8, status: 'completed', amount: 38_000 })),
        'PUT /api/orders/40/status': () => json(success(older)),
        'GET /api/orders/40': () => json(success({ ...older, history: [] })),
      }),
    );
    const { user, router } = renderApp('/payment?order=40');
    const details = await screen.findByRole('region', { name: 'Pesanan #40' });
    expect(details).toHaveTextContent('Nasi Box Rendang Sapi × 1');
    expect(await screen.findByRole('region', { name: 'Bayar dengan QRIS' })).toHaveTextContent(
      'Masukkan nominal tepat Rp 38.000',
    );
    await user.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/40'));
    expect(api.callsTo('POST /api/payments/40')).toBe(1);
    expect(api.callsTo(PAY)).toBe(0);
  });

  it("says 'No order found' for an order that is not the customer's", async () => {
    signIn();
    mockFetch(handlers());
    renderApp('/payment?order=99');
    expect(await screen.findByText('No order found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Saya Sudah Bayar' })).not.toBeInTheDocument();
  });

  it.each([
    ['the payment', { [PAY]: offline }],
    [
      'the status change',
      { [STATUS]: () => json({ status: 'error', message: 'Tidak bisa.' }, 409) },
    ],
  ])("says 'Failed to process payment' when %s fails, and stays", async (_case, failing) => {
    signIn();
    mockFetch(handlers(failing));
    const { user, router } = renderApp('/payment');
    await screen.findByRole('region', { name: 'Pesanan #41' });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to process payment$/);
    expect(router.state.location.pathname).toBe('/payment');
    expect(confirmButton()).toBeEnabled();
  });

  it("says 'No order found' when there are no orders", async () => {
    signIn();
    mockFetch(handlers({ [ORDERS]: () => json(success([])) }));
    renderApp('/payment');
    expect(await screen.findByText('No order found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Saya Sudah Bayar' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load order data' and goes home", async () => {
    signIn();
    mockFetch(handlers({ [ORDERS]: offline }));
    const { router } = renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load order data$/);
  });

  it('shows a paid order as such instead of the pay button', async () => {
    signIn();
    mockFetch(
      handlers({
        [ORDERS]: () =>
          json(
            success([
              order({
                status: 'processing',
                payment: { id: 9, status: 'completed', amount: 55_000, verification: 'unverified' },
              }),
            ]),
          ),
      }),
    );
    renderApp('/payment');
    expect(
      await screen.findByText(
        'Pesanan ini sudah dibayar. Pemeriksaan restoran: Belum dicek. Status pesanan: Diproses.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat pesanan #41' })).toHaveAttribute(
      'href',
      '/orders/41',
    );
    expect(screen.queryByRole('button', { name: 'Saya Sudah Bayar' })).not.toBeInTheDocument();
  });

  it('never shows a remembered list: it waits for the orders as they are now', async () => {
    signIn();
    const api = mockFetch(
      handlers({
        [ORDERS]: [() => json(success([older])), () => json(success([order(), older]))],
      }),
    );
    const { router } = renderApp('/payment');
    await screen.findByRole('region', { name: 'Pesanan #40' });
    await act(() => router.navigate('/'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Pembayaran' })).not.toBeInTheDocument(),
    );
    await act(() => router.navigate('/payment'));
    expect(screen.getByRole('heading', { name: 'Pembayaran' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pesanan #40' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pesanan #41' })).toBeVisible();
    expect(api.callsTo(ORDERS)).toBe(2);
  });

  it('asks for the QRIS code each time it opens, so a code the family replaced shows at once', async () => {
    signIn();
    const api = mockFetch(
      handlers({
        [QRIS]: [
          qris(false, '/storage/qris/qris-1a2b3c4d.png'),
          qris(false, '/storage/qris/qris-5e6f7a8b.png'),
        ],
      }),
    );
    const { router } = renderApp('/payment');
    const name = 'Kode QRIS Warung Mbak Sri';
    expect(await screen.findByRole('img', { name })).toHaveAttribute(
      'src',
      '/storage/qris/qris-1a2b3c4d.png',
    );
    await act(() => router.navigate('/'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Pembayaran' })).not.toBeInTheDocument(),
    );

    await act(() => router.navigate('/payment'));

    await waitFor(() =>
      expect(screen.getByRole('img', { name })).toHaveAttribute(
        'src',
        '/storage/qris/qris-5e6f7a8b.png',
      ),
    );
    expect(api.callsTo(QRIS)).toBe(2);
  });

  it('asks a visitor to log in', async () => {
    const api = mockFetch({ [QRIS]: qris(false) });
    renderApp('/payment');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Anda harus login terlebih dahulu untuk memesan.',
    );
    expect(api.callsTo(ORDERS)).toBe(0);
  });

  it('brings a visitor back to the order they were paying after logging in', async () => {
    mockFetch({ [QRIS]: qris(false) });
    const { user, router } = renderApp('/payment?order=40');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/payment?order=40' });
  });
});
