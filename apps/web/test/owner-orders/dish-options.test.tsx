import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { orderWithOptions, prepWithOptions } from './dish-option-fixtures';
import { adminOrderDetail, card, freezeNow, listAnswer, ownerAnswers } from './owner-fixtures';

describe("the family's order pages with dish options", () => {
  it('shows each dish’s chosen options under it on the board’s card', async () => {
    freezeNow();
    signIn();
    mockFetch({ ...ownerAnswers(), 'GET /api/admin/orders': listAnswer([orderWithOptions()]) });
    renderApp('/admin');

    await screen.findByRole('heading', { name: 'Pesanan #41' });
    const items = card(41).getAllByRole('listitem');
    const ayam = within(items.find((item) => item.textContent?.includes('Ayam Goreng'))!);
    expect(ayam.getByText('2×')).toBeVisible();
    expect(ayam.getByText('Dada, Level 2, Telur')).toBeVisible();
    expect(ayam.getByText(/sambal dipisah/)).toBeVisible();
    // A dish without options shows none.
    const esTeh = items.find((item) => item.textContent?.includes('Es Teh Manis'))!;
    expect(esTeh).toHaveTextContent(/^1×Es Teh Manis$/);
  });

  it('shows them on the order’s own page too', async () => {
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      'GET /api/admin/orders/41': () =>
        json({ status: 'success', data: adminOrderDetail(orderWithOptions()) }),
    });
    renderApp('/admin/orders/41');

    const details = within(await screen.findByRole('region', { name: 'Rincian pesanan' }));
    expect(await details.findByText('Dada, Level 2, Telur')).toBeVisible();
  });

  it('counts each option per dish on the prep sheet, one line per group', async () => {
    freezeNow();
    signIn();
    vi.stubGlobal('print', vi.fn());
    mockFetch({
      ...ownerAnswers(),
      'GET /api/admin/prep': () => json(success(prepWithOptions)),
      'GET /api/admin/reports/daily': () => json(success([])),
    });
    renderApp('/admin/reports');

    const sheet = within(await screen.findByRole('region', { name: /Daftar masak/ }));
    const ayam = within(
      (await sheet.findByRole('rowheader', { name: /Ayam Goreng/ })).closest('tr')!,
    );
    expect(ayam.getByText('5')).toBeVisible();
    expect(ayam.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Bagian: Paha ×3, Dada ×2',
      'Tambahan: Telur ×2',
    ]);
    const nasi = sheet.getByRole('rowheader', { name: 'Nasi Goreng Kampung' }).closest('tr')!;
    expect(within(nasi).queryByRole('list')).not.toBeInTheDocument();
  });
});
