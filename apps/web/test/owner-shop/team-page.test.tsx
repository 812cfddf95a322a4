import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMessages } from '@dapur/shared/setup';
import type { Team } from '@dapur/shared/setup';
import { signIn } from '../helpers/account-fixtures';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { success } from '../helpers/menu-fixtures';
import { renderApp } from '../helpers/render-app';
import { errorAnswer, ownerAnswers, ratna } from './owner-fixtures';

const TEAM = 'GET /api/admin/team';
const INVITE = 'POST /api/admin/invites';

const before: Team = {
  owners: [{ id: ratna.id, name: ratna.name, email: ratna.email }],
  invites: [],
};
const after: Team = {
  ...before,
  invites: [{ id: 3, email: 'dimas@example.com', expires_at: '2026-11-26T03:00:00.000Z' }],
};
const teamAnswer =
  (team: Team): FetchHandler =>
  () =>
    json(success(team));

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('/admin/team', () => {
  it('lists the owners and says when no invite is waiting', async () => {
    signIn('owner-token');
    mockFetch({ ...ownerAnswers(), [TEAM]: teamAnswer(before) });
    renderApp('/admin/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tim Pemilik' })).toBeVisible();
    expect(document.title).toBe('Tim Pemilik — Dapur Bu Ratna');
    expect(await screen.findByText(ratna.name)).toBeVisible();
    expect(section('Pemilik toko').getByText(ratna.name)).toBeVisible();
    expect(section('Pemilik toko').getByText(ratna.email)).toBeVisible();
    expect(
      section('Undangan yang menunggu').getByText('Tidak ada undangan yang menunggu.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Kembali ke Toko/ })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('invites a family member by email, says it was sent and shows the invite', async () => {
    signIn('owner-token');
    const api = mockFetch({
      ...ownerAnswers(),
      [TEAM]: [teamAnswer(before), teamAnswer(after)],
      [INVITE]: () => json(success(after.invites[0]), 201),
    });
    const { user } = renderApp('/admin/team');
    await screen.findByRole('heading', { level: 1, name: 'Tim Pemilik' });

    await user.type(screen.getByLabelText('Email anggota keluarga'), 'dimas@example.com');
    await user.click(screen.getByRole('button', { name: 'Kirim undangan' }));

    expect(await screen.findByRole('status')).toHaveTextContent(setupMessages.invited);
    expect(await api.bodyOf(INVITE)).toEqual({ email: 'dimas@example.com' });
    const invites = section('Undangan yang menunggu');
    expect(await invites.findByText('dimas@example.com')).toBeVisible();
    expect(invites.getByText('Berlaku sampai 26 November 2026 pukul 10.00 WIB')).toBeVisible();
    expect(screen.getByLabelText('Email anggota keluarga')).toHaveValue('');
    await waitFor(() => expect(api.callsTo(TEAM)).toBe(2));
  });

  it('puts a refusal under the email field and keeps what was typed (422)', async () => {
    signIn('owner-token');
    const api = mockFetch({
      ...ownerAnswers(),
      [TEAM]: teamAnswer(before),
      [INVITE]: errorAnswer(422, setupMessages.alreadyOwner, {
        email: [setupMessages.alreadyOwner],
      }),
    });
    const { user } = renderApp('/admin/team');
    await screen.findByRole('heading', { level: 1, name: 'Tim Pemilik' });
    const email = screen.getByLabelText('Email anggota keluarga');
    await user.type(email, ratna.email);
    await user.click(screen.getByRole('button', { name: 'Kirim undangan' }));

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(
      `Kami mengirim tautan ke email ini. Tautan berlaku 48 jam dan hanya sekali pakai. ${setupMessages.alreadyOwner}`,
    );
    expect(email).toHaveValue(ratna.email);
    expect(screen.queryByText(setupMessages.invited)).not.toBeInTheDocument();
    expect(api.callsTo(TEAM)).toBe(1);
  });

  it('says the owners could not be loaded, and loads them again on request', async () => {
    signIn('owner-token');
    mockFetch({
      ...ownerAnswers(),
      [TEAM]: [errorAnswer(500, 'x'), errorAnswer(500, 'x'), teamAnswer(before)],
    });
    const { user } = renderApp('/admin/team');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat pemilik toko.');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText(ratna.name)).toBeVisible();
  });

  describe('taking back an invite and removing an owner', () => {
    const dimas = { id: 7, name: 'Dimas Prasetyo', email: 'dimas@example.com' };
    const family: Team = {
      owners: [{ id: ratna.id, name: ratna.name, email: ratna.email }, dimas],
      invites: [{ id: 3, email: 'sari@example.com', expires_at: '2026-11-26T03:00:00.000Z' }],
    };

    it('offers "Hapus dari tim" for the other owners only, never for oneself', async () => {
      signIn('owner-token');
      mockFetch({ ...ownerAnswers(), [TEAM]: teamAnswer(family) });
      renderApp('/admin/team');
      expect(await screen.findByText(dimas.name)).toBeVisible();
      const owners = section('Pemilik toko');

      const [own, other] = owners.getAllByRole('listitem');
      expect(own).toHaveTextContent(`${ratna.name} (Anda)`);
      expect(within(own!).queryByRole('button')).not.toBeInTheDocument();
      expect(within(other!).getByRole('button', { name: 'Hapus dari tim' })).toBeVisible();
    });

    it('takes back an invite after one confirmation, and the list drops it', async () => {
      signIn('owner-token');
      const api = mockFetch({
        ...ownerAnswers(),
        [TEAM]: [teamAnswer(family), teamAnswer({ ...family, invites: [] })],
        'DELETE /api/admin/invites/3': () => json({ status: 'success' }),
      });
      const { user } = renderApp('/admin/team');
      expect(await screen.findByText('sari@example.com')).toBeVisible();
      const invites = section('Undangan yang menunggu');
      await user.click(invites.getByRole('button', { name: 'Batalkan undangan' }));

      const dialog = await screen.findByRole('dialog', {
        name: 'Batalkan undangan untuk sari@example.com?',
      });
      expect(dialog).toHaveTextContent('Tautan di email undangan tidak bisa dipakai lagi.');
      expect(api.callsTo('DELETE /api/admin/invites/3')).toBe(0);
      await user.click(within(dialog).getByRole('button', { name: 'Batalkan undangan' }));

      expect(await screen.findByText('Undangan untuk sari@example.com dibatalkan.')).toBeVisible();
      expect(await invites.findByText('Tidak ada undangan yang menunggu.')).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('DELETE /api/admin/invites/3')).toBe(1);
    });

    it('"Batal" in the dialog removes nobody', async () => {
      signIn('owner-token');
      const api = mockFetch({
        ...ownerAnswers(),
        [TEAM]: teamAnswer(family),
        'DELETE /api/admin/team/7': () => json({ status: 'success' }),
      });
      const { user } = renderApp('/admin/team');
      await user.click(await screen.findByRole('button', { name: 'Hapus dari tim' }));
      const dialog = await screen.findByRole('dialog', { name: `Hapus ${dimas.name} dari tim?` });
      await user.click(within(dialog).getByRole('button', { name: 'Batal' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(section('Pemilik toko').getByText(dimas.name)).toBeVisible();
      expect(api.callsTo('DELETE /api/admin/team/7')).toBe(0);
    });

    it('removes another owner after one confirmation, and says so', async () => {
      signIn('owner-token');
      const api = mockFetch({
        ...ownerAnswers(),
        [TEAM]: [teamAnswer(family), teamAnswer({ ...family, owners: family.owners.slice(0, 1) })],
        'DELETE /api/admin/team/7': () => json({ status: 'success' }),
      });
      const { user } = renderApp('/admin/team');
      await user.click(await screen.findByRole('button', { name: 'Hapus dari tim' }));
      const dialog = await screen.findByRole('dialog', { name: `Hapus ${dimas.name} dari tim?` });
      expect(dialog).toHaveTextContent('Akunnya tetap ada sebagai pelanggan.');
      await user.click(within(dialog).getByRole('button', { name: 'Hapus dari tim' }));

      expect(await screen.findByText(`${dimas.name} bukan lagi pemilik toko.`)).toBeVisible();
      await waitFor(() =>
        expect(section('Pemilik toko').queryByText(dimas.name)).not.toBeInTheDocument(),
      );
      expect(api.callsTo('DELETE /api/admin/team/7')).toBe(1);
    });

    it("shows the server's refusal (409, the last owner) and keeps the owner listed", async () => {
      signIn('owner-token');
      mockFetch({
        ...ownerAnswers(),
        [TEAM]: teamAnswer(family),
        'DELETE /api/admin/team/7': errorAnswer(409, setupMessages.lastOwner),
      });
      const { user } = renderApp('/admin/team');
      await user.click(await screen.findByRole('button', { name: 'Hapus dari tim' }));
      const dialog = await screen.findByRole('dialog', { name: `Hapus ${dimas.name} dari tim?` });
      await user.click(within(dialog).getByRole('button', { name: 'Hapus dari tim' }));

      expect(await screen.findByText(setupMessages.lastOwner)).toBeVisible();
      expect(section('Pemilik toko').getByText(dimas.name)).toBeVisible();
    });
  });
});
