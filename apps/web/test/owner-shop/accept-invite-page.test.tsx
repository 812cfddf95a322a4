import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMessages } from '@dapur/shared/setup';
import { tokenAnswer } from '../helpers/account-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { success } from '../helpers/menu-fixtures';
import { renderApp } from '../helpers/render-app';
import { errorAnswer, ownerAnswers } from './owner-fixtures';

const TOKEN = 'Zq3x-8hWcR2mPq7sLk9dVt4n';
const INVITE = `GET /api/invites/${TOKEN}`;
const ACCEPT = `POST /api/invites/${TOKEN}/accept`;
const LOGIN = 'POST /api/auth/login';

const dimas = {
  id: 9,
  name: 'Dimas Pratama',
  alamat: 'Jl. Kaliurang Km 7,5 No. 12, Sleman',
  telephone: '6281300000456',
  email: 'dimas@example.com',
  role: 'owner' as const,
};

const invite = () =>
  json(success({ email: 'dimas@example.com', expires_at: '2026-11-26T03:00:00.000Z' }));

type User = ReturnType<typeof renderApp>['user'];

async function fillIn(user: User) {
  const values = {
    Nama: dimas.name,
    Alamat: dimas.alamat,
    Telepon: '6281300000456',
    Password: 'sambalijo8',
    'Konfirmasi Password': 'sambalijo8',
  };
  await screen.findByLabelText('Nama');
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

describe('/admin/invite/:token', () => {
  it('says who is invited and until when', async () => {
    mockFetch({ [INVITE]: invite });
    renderApp(`/admin/invite/${TOKEN}`);
    expect(await screen.findByText('dimas@example.com')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bergabung sebagai Pemilik' }),
    ).toBeVisible();
    expect(document.title).toBe('Undangan Pemilik — Warung Mbak Sri');
    expect(screen.getByText('Berlaku sampai 26 November 2026 pukul 10.00 WIB.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('dimas@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('says an unknown, used or expired link no longer works', async () => {
    mockFetch({ [INVITE]: errorAnswer(404, setupMessages.inviteInvalid) });
    renderApp(`/admin/invite/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.inviteInvalid);
    expect(screen.queryByLabelText('Nama')).not.toBeInTheDocument();
  });

  it('accepts, logs in with the invite’s email and opens the order board', async () => {
    const api = mockFetch({
      [INVITE]: invite,
      [ACCEPT]: () => json(success(dimas), 201),
      [LOGIN]: () => json(tokenAnswer('dimas-token')),
      ...ownerAnswers(dimas),
      'GET /api/cart': () => json(success([])),
    });
    const { user, router } = renderApp(`/admin/invite/${TOKEN}`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Terima Undangan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await api.bodyOf(ACCEPT)).toEqual({
      name: dimas.name,
      alamat: dimas.alamat,
      telephone: '6281300000456',
      password: 'sambalijo8',
      password_confirmation: 'sambalijo8',
    });
    expect(await api.bodyOf(LOGIN)).toEqual({
      email: 'dimas@example.com',
      password: 'sambalijo8',
    });
    expect(window.localStorage.getItem('access_token')).toBe('dimas-token');
    expect(await screen.findByText(/Selamat bergabung, Dimas Pratama!/)).toBeVisible();
  });

  it('says so when the link was used up meanwhile, keeping what was typed', async () => {
    const api = mockFetch({
      [INVITE]: invite,
      [ACCEPT]: errorAnswer(404, setupMessages.inviteInvalid),
    });
    const { user } = renderApp(`/admin/invite/${TOKEN}`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Terima Undangan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.inviteInvalid);
    expect(screen.getByLabelText('Nama')).toHaveValue(dimas.name);
    expect(api.callsTo(LOGIN)).toBe(0);
  });
});
