import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMessages } from '@dapur/shared/setup';
import { tokenAnswer } from '../helpers/account-fixtures';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { success } from '../helpers/menu-fixtures';
import { renderApp } from '../helpers/render-app';
import { errorAnswer, ownerAnswers, ratna } from './owner-fixtures';

const STATUS = 'GET /api/setup';
const SETUP = 'POST /api/setup';
const LOGIN = 'POST /api/auth/login';
const CODE_HINT =
  'Kode ini dicetak di log server saat toko dijalankan, dan disimpan di berkas setup-code di folder data server (DATA_DIR, biasanya ./data).';

const needed =
  (value: boolean): FetchHandler =>
  () =>
    json(success({ needed: value }));

type User = ReturnType<typeof renderApp>['user'];

async function fillIn(user: User) {
  const values = {
    'Kode setup': 'kq7m-3xpa',
    Nama: ratna.name,
    Alamat: ratna.alamat,
    Telepon: '0812 0000 0123',
    Email: 'Ratna@DapurBuRatna.example',
    Password: 'rahasia123',
    'Konfirmasi Password': 'rahasia123',
  };
  await screen.findByLabelText('Kode setup');
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

function submit() {
  return screen.getByRole('button', { name: 'Buat Akun Pemilik' });
}

describe('/admin/setup', () => {
  it('creates the first owner, logs them in and opens the menu page with a welcome', async () => {
    const api = mockFetch({
      [STATUS]: needed(true),
      [SETUP]: () => json(success(ratna), 201),
      // Responded to a moment later, as over a network: the page must not lose track meanwhile.
      [LOGIN]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json(tokenAnswer('owner-token'));
      },
      ...ownerAnswers(),
      'GET /api/cart': () => json(success([])),
    });
    const { user, router } = renderApp('/admin/setup');

    expect(await screen.findByRole('heading', { level: 1, name: 'Siapkan Toko' })).toBeVisible();
    expect(document.title).toBe('Siapkan Toko — Dapur Bu Ratna');
    expect(await screen.findByLabelText('Kode setup')).toHaveAccessibleDescription(CODE_HINT);

    await fillIn(user);
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu'));
    expect(await api.bodyOf(SETUP)).toEqual({
      code: 'kq7m-3xpa',
      name: ratna.name,
      alamat: ratna.alamat,
      telephone: '6281200000123',
      email: 'ratna@dapurburatna.example',
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
    expect(await api.bodyOf(LOGIN)).toEqual({
      email: 'ratna@dapurburatna.example',
      password: 'rahasia123',
    });
    expect(window.localStorage.getItem('access_token')).toBe('owner-token');
    expect(await screen.findByText(/Selamat datang, Ratna Wulandari!/)).toBeVisible();
  });

  it('marks a wrong code on the code field and keeps everything typed', async () => {
    const api = mockFetch({
      [STATUS]: needed(true),
      [SETUP]: errorAnswer(403, setupMessages.codeWrong),
    });
    const { user } = renderApp('/admin/setup');
    await fillIn(user);
    await user.click(submit());

    const code = screen.getByLabelText('Kode setup');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(`${CODE_HINT} ${setupMessages.codeWrong}`),
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(code).toHaveValue('kq7m-3xpa');
    expect(screen.getByLabelText('Nama')).toHaveValue(ratna.name);
    expect(screen.getByLabelText('Password')).toHaveValue('rahasia123');
    expect(api.callsTo(LOGIN)).toBe(0);
  });

  it('says the shop already has an owner, with a way to log in', async () => {
    const api = mockFetch({ [STATUS]: needed(false) });
    renderApp('/admin/setup');
    expect(await screen.findByText(setupMessages.alreadySetUp)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Kode setup')).not.toBeInTheDocument();
    expect(api.callsTo(SETUP)).toBe(0);
  });

  it('says so when another family member finished setup first (409)', async () => {
    mockFetch({
      [STATUS]: needed(true),
      [SETUP]: errorAnswer(409, setupMessages.alreadySetUp),
    });
    const { user } = renderApp('/admin/setup');
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.alreadySetUp);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText('Email')).toHaveValue('Ratna@DapurBuRatna.example');
  });

  it('puts the server’s field messages under their fields (422)', async () => {
    mockFetch({
      [STATUS]: needed(true),
      [SETUP]: errorAnswer(422, 'Data tidak valid.', { email: ['Email sudah terdaftar.'] }),
    });
    const { user } = renderApp('/admin/setup');
    await fillIn(user);
    await user.click(submit());
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email sudah terdaftar.'));
    expect(email).toHaveFocus();
  });

  it('shows the server’s message when there were too many tries (429)', async () => {
    mockFetch({
      [STATUS]: needed(true),
      [SETUP]: errorAnswer(429, 'Terlalu banyak percobaan. Coba lagi dalam 15 menit.'),
    });
    const { user } = renderApp('/admin/setup');
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak percobaan. Coba lagi dalam 15 menit.',
    );
    expect(screen.getByLabelText('Kode setup')).toHaveValue('kq7m-3xpa');
  });
});
