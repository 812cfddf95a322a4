import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { deferred } from '../helpers/fake-clock';
import { json, mockFetch, offline, type FetchHandler } from '../helpers/mock-fetch';
import { customerAnswers, order } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const ORDERS = 'GET /api/orders';
const QRIS = 'GET /api/payments/qris';
const PAY = 'POST /api/payments/41';
const STATUS = 'PUT /api/orders/41/status';

function qris(demo: boolean): FetchHandler {
  return () =>
    json(
      success({ image_url: '/api/payments/qris/image', demo, merchant_name: 'Warung Mbak Sri' }),
    );
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
    },
  ],
  total_amount: 38_000,
});

function answers(overrides: Record<string, FetchHandler | FetchHandler[]> = {}) {
  return {
    ...customerAnswers(),
    [ORDERS]: () => json(success([order(), older])),
    [QRIS]: qris(false),
    [PAY]: () => json(success({ id: 9, status: 'completed', amount: 55_000 })),
    [STATUS]: () => json(success(order({ status: 'processing' }))),
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
    mockFetch(answers());
    renderApp('/payment');

    const details = await screen.findByRole('region', { name: 'Pesanan #41' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pembayaran — Warung Mbak Sri'));
    expect(details).toHaveTextContent('Siti Rahmawati');
    expect(details).toHaveTextContent('Jl. Kaliurang Km 5 No. 12, Sleman');
    expect(details).toHaveTextContent('6281234567890');
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
    mockFetch(answers({ [ORDERS]: () => json(success([older, order()])) }));
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
    mockFetch(answers({ [QRIS]: qris(true) }));
    renderApp('/payment');
    expect(
      await screen.findByText('Kode QRIS ini hanya contoh (demo) dan tidak dapat dibayar.'),
    ).toBeVisible();
  });

  it('records the payment, then moves the order to processing, then goes home saying so', async () => {
    signIn();
    const paid = deferred<Response>();
    const api = mockFetch(answers({ [PAY]: () => paid.promise }));
    const { user, router } = renderApp('/payment');
    await screen.findByRole('region', { name: 'Pesanan #41' });
    await user.click(confirmButton());

    expect(confirmButton()).toBeDisabled();
    expect(api.callsTo(STATUS)).toBe(0);
    paid.resolve(json(success({ id: 9, status: 'completed', amount: 55_000 })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
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
    const notice = await screen.findByText('Pembayaran diterima. Pesanan Anda sedang diproses.');
    expect(notice).toHaveAttribute('role', 'status');
  });

  it.each([
    ['the payment', { [PAY]: offline }],
    [
      'the status change',
      { [STATUS]: () => json({ status: 'error', message: 'Tidak bisa.' }, 409) },
    ],
  ])("says 'Failed to process payment' when %s fails, and stays", async (_case, failing) => {
    signIn();
    mockFetch(answers(failing));
    const { user, router } = renderApp('/payment');
    await screen.findByRole('region', { name: 'Pesanan #41' });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to process payment$/);
    expect(router.state.location.pathname).toBe('/payment');
    expect(confirmButton()).toBeEnabled();
  });

  it("says 'No order found' when there are no orders", async () => {
    signIn();
    mockFetch(answers({ [ORDERS]: () => json(success([])) }));
    renderApp('/payment');
    expect(await screen.findByText('No order found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Saya Sudah Bayar' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load order data' and goes home", async () => {
    signIn();
    mockFetch(answers({ [ORDERS]: offline }));
    const { router } = renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load order data$/);
  });

  it('shows a paid order as such instead of the pay button', async () => {
    signIn();
    mockFetch(
      answers({
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
        'Pembayaran pesanan ini sudah diterima. Status pesanan: Sedang diproses.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Saya Sudah Bayar' })).not.toBeInTheDocument();
  });

  it('never shows a remembered list: it waits for the orders as they are now', async () => {
    signIn();
    const api = mockFetch(
      answers({
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

  it('asks a visitor to log in', async () => {
    const api = mockFetch({ [QRIS]: qris(false) });
    renderApp('/payment');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Anda harus login terlebih dahulu untuk memesan.',
    );
    expect(api.callsTo(ORDERS)).toBe(0);
  });
});
