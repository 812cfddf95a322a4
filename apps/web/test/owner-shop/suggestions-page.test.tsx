import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSuggestion } from '@dapur/shared/suggestions';
import { signIn } from '../helpers/account-fixtures';
import { json, mockFetch, pending, type FetchHandler } from '../helpers/mock-fetch';
import { success } from '../helpers/menu-fixtures';
import { renderApp } from '../helpers/render-app';
import { errorAnswer, ownerAnswers } from './owner-fixtures';

const LIST = 'GET /api/admin/suggestions';

const praise: AdminSuggestion = {
  id: 12,
  content: 'Rendangnya enak sekali, tambah menu sayur lodeh ya.',
  created_at: '2026-11-23T05:00:00.000Z',
  user: { name: 'Siti Rahmawati' },
  hidden: false,
};
const spam: AdminSuggestion = {
  id: 11,
  content: 'Beli followers murah di sini!',
  // 01.30 on the 23rd in Jakarta.
  created_at: '2026-11-22T18:30:00.000Z',
  user: null,
  hidden: true,
};

const listAnswer =
  (list: AdminSuggestion[]): FetchHandler =>
  () =>
    json(success(list));

function card(author: string) {
  return within(screen.getByRole('article', { name: `Saran dari ${author}` }));
}

function openSuggestions(handlers: Record<string, FetchHandler | FetchHandler[]>) {
  signIn('owner-token');
  const api = mockFetch({ ...ownerAnswers(), ...handlers });
  return { api, ...renderApp('/admin/suggestions') };
}

describe('/admin/suggestions', () => {
  it('lists every suggestion with its author or "Anonim" and its day, marking hidden ones', async () => {
    openSuggestions({ [LIST]: listAnswer([praise, spam]) });
    expect(await screen.findByText(praise.content)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Saran' })).toBeVisible();
    expect(document.title).toBe('Saran — Dapur Bu Ratna');

    const shown = card('Siti Rahmawati');
    expect(shown.getByText('23 November 2026')).toBeVisible();
    expect(shown.queryByText('Disembunyikan dari halaman utama')).not.toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Sembunyikan' })).toBeVisible();

    const hidden = card('Anonim');
    expect(hidden.getByText(spam.content)).toBeVisible();
    expect(hidden.getByText('23 November 2026')).toBeVisible();
    expect(hidden.getByText('Disembunyikan dari halaman utama')).toBeVisible();
    expect(hidden.getByRole('button', { name: 'Tampilkan lagi' })).toBeVisible();
  });

  it('hides a suggestion from the home page, and the list says so', async () => {
    const { api, user } = openSuggestions({
      [LIST]: listAnswer([praise, spam]),
      [`PUT /api/admin/suggestions/${praise.id}`]: () => json(success({ ...praise, hidden: true })),
    });
    await screen.findByText(praise.content);
    await user.click(card('Siti Rahmawati').getByRole('button', { name: 'Sembunyikan' }));

    expect(
      await card('Siti Rahmawati').findByText('Disembunyikan dari halaman utama'),
    ).toBeVisible();
    expect(card('Siti Rahmawati').getByRole('button', { name: 'Tampilkan lagi' })).toBeVisible();
    expect(await api.bodyOf(`PUT /api/admin/suggestions/${praise.id}`)).toEqual({ hidden: true });
    expect(screen.getByRole('status')).toHaveTextContent('Saran disembunyikan dari halaman utama.');
    expect(api.callsTo(LIST)).toBe(1);
  });

  it('shows a hidden suggestion again', async () => {
    const { api, user } = openSuggestions({
      [LIST]: listAnswer([praise, spam]),
      [`PUT /api/admin/suggestions/${spam.id}`]: () => json(success({ ...spam, hidden: false })),
    });
    await screen.findByText(spam.content);
    await user.click(card('Anonim').getByRole('button', { name: 'Tampilkan lagi' }));

    expect(await card('Anonim').findByRole('button', { name: 'Sembunyikan' })).toBeVisible();
    expect(card('Anonim').queryByText('Disembunyikan dari halaman utama')).not.toBeInTheDocument();
    expect(await api.bodyOf(`PUT /api/admin/suggestions/${spam.id}`)).toEqual({ hidden: false });
  });

  it('says on the suggestion when the change failed, leaving it as it was', async () => {
    const { user } = openSuggestions({
      [LIST]: listAnswer([praise]),
      [`PUT /api/admin/suggestions/${praise.id}`]: errorAnswer(404, 'Saran tidak ditemukan.'),
    });
    await screen.findByText(praise.content);
    await user.click(card('Siti Rahmawati').getByRole('button', { name: 'Sembunyikan' }));
    expect(await card('Siti Rahmawati').findByRole('alert')).toHaveTextContent(
      'Saran tidak ditemukan.',
    );
    expect(card('Siti Rahmawati').getByRole('button', { name: 'Sembunyikan' })).toBeEnabled();
  });

  it('says "Memuat saran..." while the list loads', async () => {
    openSuggestions({ [LIST]: pending });
    expect(await screen.findByText('Memuat saran...')).toBeVisible();
  });

  it('says when there is no suggestion yet', async () => {
    openSuggestions({ [LIST]: listAnswer([]) });
    expect(await screen.findByText('Belum ada saran dari pelanggan.')).toBeVisible();
  });

  it('says the list could not be loaded, and loads it again on request', async () => {
    const { user } = openSuggestions({
      [LIST]: [errorAnswer(500, 'x'), errorAnswer(500, 'x'), listAnswer([praise])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat saran.');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText(praise.content)).toBeVisible();
  });
});
