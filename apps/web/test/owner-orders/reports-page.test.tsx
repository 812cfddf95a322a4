import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, offline } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { freezeNow, ownerAnswers, TODAY } from './owner-fixtures';

const PREP = 'GET /api/admin/prep';
const DAILY = 'GET /api/admin/reports/daily';

const prep = [
  { food_id: 3, nama_menu: 'Nasi Goreng Kampung', jumlah: 12 },
  { food_id: 2, nama_menu: 'Nasi Box Rendang Sapi', jumlah: 30 },
  { food_id: null, nama_menu: 'Sayur Lodeh (arsip)', jumlah: 4 },
];

describe('/admin/reports', () => {
  it("shows today's prep sheet, big and printable", async () => {
    freezeNow();
    signIn();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const api = mockFetch({
      ...ownerAnswers(),
      [PREP]: () => json(success(prep)),
      [DAILY]: () => json(success([])),
    });
    const { user } = renderApp('/admin/reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible();
    expect(document.title).toBe('Laporan — Dapur Bu Ratna');
    const sheet = within(screen.getByRole('region', { name: /Daftar masak/ }));
    // It counts by the day the food is due, not the day it was ordered.
    expect(
      sheet.getByText(/Porsi dari pesanan yang harus siap \(diantar atau diambil\) pada hari ini/),
    ).toBeVisible();
    expect(sheet.getByLabelText('Hari harus siap')).toHaveValue('2025-05-12');
    const rows = (await sheet.findAllByRole('row')).map((row) => row.textContent);
    expect(rows).toEqual([
      'MenuPorsi',
      'Nasi Goreng Kampung12',
      'Nasi Box Rendang Sapi30',
      'Sayur Lodeh (arsip)4',
      'Jumlah porsi46',
    ]);
    expect(new URL(api.requestsTo(PREP)[0]!.url).searchParams.get('date')).toBe(TODAY);
    expect(sheet.getByText('Hari ini, Senin, 12 Mei 2025')).toBeVisible();

    await user.click(sheet.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the prep sheet of another day, or that there is nothing to cook', async () => {
    freezeNow();
    signIn();
    const api = mockFetch({
      ...ownerAnswers(),
      [PREP]: [() => json(success(prep)), () => json(success([]))],
      [DAILY]: () => json(success([])),
    });
    const { user } = renderApp('/admin/reports');
    const sheet = within(await screen.findByRole('region', { name: /Daftar masak/ }));
    await sheet.findByText('Nasi Goreng Kampung');

    await user.click(sheet.getByRole('button', { name: 'Hari berikutnya' }));
    expect(await sheet.findByText('Tidak ada yang perlu dimasak pada hari ini.')).toBeVisible();
    expect(new URL(api.requestsTo(PREP)[1]!.url).searchParams.get('date')).toBe('2025-05-13');
    expect(sheet.getByText('Selasa, 13 Mei 2025')).toBeVisible();
  });

  it('totals orders and revenue per day for the last 30 days', async () => {
    freezeNow();
    signIn();
    const api = mockFetch({
      ...ownerAnswers(),
      [PREP]: () => json(success([])),
      [DAILY]: () =>
        json(
          success([
            { date: '2025-04-13', orders: 2, revenue: 80_000 },
            { date: '2025-05-11', orders: 7, revenue: 310_000 },
            { date: '2025-05-12', orders: 3, revenue: 125_500 },
          ]),
        ),
    });
    renderApp('/admin/reports');

    const totals = within(await screen.findByRole('region', { name: 'Total per hari' }));
    const table = within(await totals.findByRole('table'));
    const rows = table.getAllByRole('row');
    // A header, 30 days newest first (days without orders as zero), and the sums.
    expect(rows).toHaveLength(32);
    expect(rows[1]).toHaveTextContent('Sen, 12 Mei3Rp 125.500');
    expect(rows[2]).toHaveTextContent('Min, 11 Mei7Rp 310.000');
    expect(rows[3]).toHaveTextContent('Sab, 10 Mei0Rp 0');
    expect(rows[30]).toHaveTextContent('Min, 13 Apr2Rp 80.000');
    expect(rows[31]).toHaveTextContent('Jumlah 30 hari12Rp 515.500');

    const query = new URL(api.requestsTo(DAILY)[0]!.url).searchParams;
    expect(query.get('from')).toBe('2025-04-13');
    expect(query.get('to')).toBe(TODAY);
  });

  it('says when a report cannot be loaded, and loads it again on request', async () => {
    freezeNow();
    signIn();
    let online = false;
    mockFetch({
      ...ownerAnswers(),
      [PREP]: (request) => (online ? json(success(prep)) : offline(request)),
      [DAILY]: () => json(success([])),
    });
    const { user } = renderApp('/admin/reports');
    const sheet = within(await screen.findByRole('region', { name: /Daftar masak/ }));
    const alert = await sheet.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat daftar masak. Periksa koneksi lalu coba lagi.');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await sheet.findByText('Nasi Goreng Kampung')).toBeVisible();
  });
});
