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
});
