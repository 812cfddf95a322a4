import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DailyTotal } from '@dapur/shared/reports';
import { signIn } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, offline } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { freezeNow, ownerAnswers, TODAY } from './owner-fixtures';

const PREP = 'GET /api/admin/prep';
const DAILY = 'GET /api/admin/reports/daily';

const prep = [
  { food_id: 3, nama_menu: 'Nasi Goreng Kampung', jumlah: 12, options: [] },
  { food_id: 2, nama_menu: 'Nasi Box Rendang Sapi', jumlah: 30, options: [] },
  { food_id: null, nama_menu: 'Sayur Lodeh (arsip)', jumlah: 4, options: [] },
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

  /** The 30 days the server responds with (every one, empty ones as zero), with `busy` filled in. */
  function thirtyDays(busy: DailyTotal[]): DailyTotal[] {
    const byDate = new Map(busy.map((day) => [day.date, day]));
    return Array.from({ length: 30 }, (_, index) => {
      const date = new Date(Date.parse('2025-04-13T00:00:00Z') + index * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return byDate.get(date) ?? { date, orders: 0, revenue: 0, awaiting_amount: 0 };
    });
  }

  it('shows the money checked apart from the money awaiting its check, the days with orders only, and a chart of the checked money', async () => {
    freezeNow();
    signIn();
    const api = mockFetch({
      ...ownerAnswers(),
      [PREP]: () => json(success([])),
      [DAILY]: () =>
        json(
          success(
            thirtyDays([
              { date: '2025-04-13', orders: 2, revenue: 80_000, awaiting_amount: 0 },
              { date: '2025-05-11', orders: 7, revenue: 310_000, awaiting_amount: 45_000 },
              { date: '2025-05-12', orders: 3, revenue: 0, awaiting_amount: 125_500 },
            ]),
          ),
        ),
    });
    renderApp('/admin/reports');

    const totals = within(await screen.findByRole('region', { name: 'Total per hari' }));
    const checked = await totals.findByText('Uang masuk (sudah dicek)', { selector: 'dt' });
    expect(checked.parentElement).toHaveTextContent('Uang masuk (sudah dicek)Rp 390.000');
    expect(totals.getByText('Menunggu dicek', { selector: 'dt' }).parentElement).toHaveTextContent(
      'Menunggu dicekRp 170.500',
    );

    // The days that had orders, newest first; the 27 quiet ones in one line.
    const rows = within(totals.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'HariSudah dicekMenunggu dicek',
      'Sen, 12 Mei3 pesananRp 0Rp 125.500',
      'Min, 11 Mei7 pesananRp 310.000Rp 45.000',
      'Min, 13 Apr2 pesananRp 80.000Rp 0',
      'Jumlah 30 hari12 pesananRp 390.000Rp 170.500',
    ]);
    expect(totals.getByText('Tidak ada pesanan pada 27 hari lainnya.')).toBeVisible();
    expect(totals.queryByText(/Sab, 10 Mei/)).not.toBeInTheDocument();

    // The chart: bars of the checked money, one sentence for a screen reader, the table for the rest.
    const figure = totals.getByRole('figure', { name: 'Uang masuk (sudah dicek) per hari' });
    expect(within(figure).getByRole('img')).toHaveAccessibleName(
      /^Diagram batang uang masuk yang sudah dicek per hari, Minggu, 13 April 2025 sampai Senin, 12 Mei 2025\. Tertinggi Rp 310\.000 pada Minggu, 11 Mei 2025\. Angka setiap hari ada di tabel di bawahnya\.$/,
    );
    // One bar per day with checked money, oldest first, each with its tooltip; money not yet
    // checked (12 May) draws none.
    const bars = figure.querySelectorAll('rect');
    expect(Array.from(bars, (bar) => bar.querySelector('title')?.textContent)).toEqual([
      'Min, 13 Apr: Rp 80.000',
      'Min, 11 Mei: Rp 310.000',
    ]);
    expect(Number(bars[1]!.getAttribute('height'))).toBeGreaterThan(
      Number(bars[0]!.getAttribute('height')),
    );

    const query = new URL(api.requestsTo(DAILY)[0]!.url).searchParams;
    expect(query.get('from')).toBe('2025-04-13');
    expect(query.get('to')).toBe(TODAY);
  });

  it('says so when there was no order at all in 30 days, without a chart or a table', async () => {
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      [PREP]: () => json(success([])),
      [DAILY]: () => json(success(thirtyDays([]))),
    });
    renderApp('/admin/reports');

    const totals = within(await screen.findByRole('region', { name: 'Total per hari' }));
    expect(await totals.findByText('Belum ada pesanan dalam 30 hari terakhir.')).toBeVisible();
    expect(totals.queryByRole('table')).not.toBeInTheDocument();
    expect(totals.queryByRole('figure')).not.toBeInTheDocument();
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
