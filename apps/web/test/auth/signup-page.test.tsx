import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_HINT } from '@dapur/shared/phone';
import { siti } from '../helpers/account-fixtures';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { json, mockFetch, offline, type FetchHandler } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const REGISTER = 'POST /api/auth/register';
const created: FetchHandler = () =>
  json({ status: 'success', message: 'User registered.', data: siti }, 201);

type User = ReturnType<typeof renderApp>['user'];

async function fillIn(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Nama: siti.name,
    Alamat: siti.alamat,
    Telepon: '0812 3456 7890',
    Email: siti.email,
    Password: 'rahasia123',
    'Konfirmasi Password': 'rahasia123',
    ...overrides,
  };
  await screen.findByLabelText('Nama');
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

function submit() {
  return screen.getByRole('button', { name: 'Daftar' });
}

describe('/signup', () => {
  it('has a title and labelled fields, with the phone hint tied to the phone field', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar Akun' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Daftar — Warung Mbak Sri'));
    for (const label of ['Nama', 'Alamat', 'Email', 'Password', 'Konfirmasi Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Telepon')).toHaveAccessibleDescription(PHONE_HINT);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('asks for every field', async () => {
    const api = mockFetch({});
    const { user } = renderApp('/signup');
    await screen.findByLabelText('Nama');
    await user.click(submit());
    expect(screen.getByLabelText('Nama')).toHaveAccessibleDescription('Nama wajib diisi.');
    expect(screen.getByLabelText('Alamat')).toHaveAccessibleDescription('Alamat wajib diisi.');
    expect(screen.getByLabelText('Telepon')).toHaveAccessibleDescription(
      `${PHONE_HINT} Telepon wajib diisi.`,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Konfirmasi Password')).toHaveAccessibleDescription(
      'Konfirmasi password wajib diisi.',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('limits text fields to 255 characters', async () => {
    mockFetch({});
    const { user } = renderApp('/signup');
    await fillIn(user, { Nama: '' });
    fireEvent.input(screen.getByLabelText('Nama'), { target: { value: 'x'.repeat(256) } });
    await user.click(submit());
    expect(screen.getByLabelText('Nama')).toHaveAccessibleDescription(
      'Nama maksimal 255 karakter.',
    );
  });

  it("says 'Passwords do not match.' under the confirmation", async () => {
    const api = mockFetch({});
    const { user } = renderApp('/signup');
    await fillIn(user, { 'Konfirmasi Password': 'rahasia124' });
    await user.click(submit());
    const confirmation = screen.getByLabelText('Konfirmasi Password');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match.');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the fields as typed, the phone number unchecked, and no token', async () => {
    window.localStorage.setItem('access_token', 'someone-else');
    const api = mockFetch({ [REGISTER]: created });
    const { user } = renderApp('/signup');
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(api.callsTo(REGISTER)).toBe(1));
    expect(await api.bodyOf(REGISTER)).toEqual({
      name: siti.name,
      alamat: siti.alamat,
      telephone: '0812 3456 7890',
      email: siti.email,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
    expect(api.requestsTo(REGISTER)[0]?.headers.has('Authorization')).toBe(false);
  });

  it("shows 'Registration successful!' and goes to login after exactly 3 s", async () => {
    mockFetch({ [REGISTER]: created });
    const { user, router } = renderApp('/signup');
    await fillIn(user);

    useFakeClock();
    fireEvent.click(submit());
    await settle(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Registration successful!'),
    );
    await advance(2_999);
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.navigation.state).toBe('idle');
    await advance(1);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists the server’s field messages on a 422', async () => {
    mockFetch({
      [REGISTER]: () =>
        json(
          {
            status: 'error',
            message: 'Data tidak valid.',
            errors: {
              email: ['Email sudah terdaftar.'],
              telephone: ['Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.'],
            },
          },
          422,
        ),
    });
    const { user } = renderApp('/signup');
    await fillIn(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email sudah terdaftar.');
    expect(alert).toHaveTextContent('Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.');
    expect(alert).not.toHaveTextContent('Data tidak valid.');
  });

  it('shows a 422 whose errors are one string', async () => {
    mockFetch({
      [REGISTER]: () =>
        json({ status: 'error', message: 'x', errors: 'The email has already been taken.' }, 422),
    });
    const { user } = renderApp('/signup');
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The email has already been taken\.$/,
    );
  });

  it('flattens validation messages whatever the status', async () => {
    mockFetch({
      [REGISTER]: () =>
        json({ status: 'error', message: 'x', errors: { email: ['Email sudah terdaftar.'] } }, 409),
    });
    const { user } = renderApp('/signup');
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Email sudah terdaftar\.$/);
  });

  it("shows a refusal's own message when it carries no field messages", async () => {
    mockFetch({
      [REGISTER]: () =>
        json(
          {
            status: 'error',
            message: 'Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.',
          },
          429,
        ),
    });
    const { user } = renderApp('/signup');
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Terlalu banyak percobaan\. Silakan coba lagi dalam 15 menit\.$/,
    );
  });

  it.each([
    ['a server error', () => json({ status: 'error', message: 'Internal error' }, 500)],
    ['no response', offline],
  ])("shows 'Something went wrong. Please try again.' for %s", async (_case, handler) => {
    mockFetch({ [REGISTER]: handler });
    const { user, router } = renderApp('/signup');
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Something went wrong\. Please try again\.$/,
    );
    expect(router.state.location.pathname).toBe('/signup');
  });
});
