import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_HINT } from '@dapur/shared/phone';
import { tokenStore } from '../../src/lib/token-store';
import { meAnswer, signIn, siti, unauthorized } from '../helpers/account-fixtures';
import { json, mockFetch, offline, type FetchHandler } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const UPDATE = 'PUT /api/auth/update-profile';

function save() {
  return screen.getByRole('button', { name: 'Simpan Perubahan' });
}

function updated(changes: Partial<typeof siti>): FetchHandler {
  return () =>
    json({ status: 'success', message: 'Profil diperbarui.', data: { ...siti, ...changes } });
}

describe('/profile/{id}', () => {
  it('shows the form filled in with the profile, every field labelled', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    renderApp('/profile/7');
    expect(await screen.findByLabelText('Nama')).toHaveValue(siti.name);
    expect(screen.getByLabelText('Alamat')).toHaveValue(siti.alamat);
    expect(screen.getByLabelText('Telepon')).toHaveValue(siti.telephone);
    expect(screen.getByLabelText('Telepon')).toHaveAccessibleDescription(PHONE_HINT);
    expect(screen.getByLabelText('Email')).toHaveValue(siti.email);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profil' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Edit Profil — Warung Mbak Sri'));
  });

  it("saves, says 'Profile updated successfully.' and shows the new name in the header", async () => {
    signIn('token-1');
    const api = mockFetch({
      'POST /api/auth/me': meAnswer(),
      [UPDATE]: updated({ name: 'Siti Aminah' }),
    });
    const { user } = renderApp('/profile/7');
    const name = await screen.findByLabelText('Nama');
    await user.clear(name);
    await user.type(name, 'Siti Aminah');
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully.');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Siti Aminah' })).toBeVisible();
    expect(await api.bodyOf(UPDATE)).toEqual({
      name: 'Siti Aminah',
      alamat: siti.alamat,
      telephone: siti.telephone,
      email: siti.email,
    });
    expect(api.requestsTo(UPDATE)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('requires every field and at most 255 characters', async () => {
    signIn();
    const api = mockFetch({ 'POST /api/auth/me': meAnswer() });
    const { user } = renderApp('/profile/7');
    await user.clear(await screen.findByLabelText('Nama'));
    await user.clear(screen.getByLabelText('Email'));
    fireEvent.input(screen.getByLabelText('Alamat'), { target: { value: 'x'.repeat(256) } });
    await user.click(save());
    expect(screen.getByLabelText('Nama')).toHaveAccessibleDescription('Nama wajib diisi.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email wajib diisi.');
    expect(screen.getByLabelText('Alamat')).toHaveAccessibleDescription(
      'Alamat maksimal 255 karakter.',
    );
    expect(api.callsTo(UPDATE)).toBe(0);
  });

  it("shows the server's message when saving fails", async () => {
    signIn();
    mockFetch({
      'POST /api/auth/me': meAnswer(),
      [UPDATE]: () =>
        json(
          {
            status: 'error',
            message: 'Email sudah dipakai akun lain.',
            errors: { email: ['Email sudah dipakai akun lain.'] },
          },
          422,
        ),
    });
    const { user } = renderApp('/profile/7');
    await screen.findByLabelText('Nama');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Email sudah dipakai akun lain\.$/);
  });

  it.each([
    ['a response without a message', () => new Response('oops', { status: 500 })],
    ['no response', offline],
  ])("shows 'An unexpected error occurred.' for %s", async (_case, handler) => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer(), [UPDATE]: handler });
    const { user } = renderApp('/profile/7');
    await screen.findByLabelText('Nama');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An unexpected error occurred\.$/);
  });

  it("says 'Session expired. Please log in again.' when saving meets an expired session", async () => {
    signIn('stale');
    mockFetch({
      'POST /api/auth/me': meAnswer(),
      [UPDATE]: unauthorized,
      'POST /api/auth/refresh': unauthorized,
    });
    const { user } = renderApp('/profile/7');
    await screen.findByLabelText('Nama');
    await user.click(save());
    expect(await screen.findByText('Session expired. Please log in again.')).toBeVisible();
    expect(tokenStore.get()).toBeNull();
  });

  it("tells a visitor 'User not logged in.'", async () => {
    renderApp('/profile/7');
    expect(await screen.findByText('User not logged in.')).toBeVisible();
    expect(screen.queryByLabelText('Nama')).not.toBeInTheDocument();
  });

  it("never shows another customer's profile: any other id leads to one's own", async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    const { router } = renderApp('/profile/8');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/7'));
    expect(await screen.findByLabelText('Nama')).toHaveValue(siti.name);
  });

  it('asks for the password only when the email changes, and keeps the session on the new token', async () => {
    signIn('token-1');
    const api = mockFetch({
      'POST /api/auth/me': meAnswer(),
      [UPDATE]: () =>
        json({
          status: 'success',
          message: 'Profil berhasil diperbarui.',
          data: { ...siti, email: 'siti.baru@contoh.id' },
          access_token: 'token-2',
          expires_in: 3600,
        }),
    });
    const { user } = renderApp('/profile/7');
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Password Saat Ini')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'Siti.Baru@contoh.id');
    const password = screen.getByLabelText('Password Saat Ini');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(
      'Untuk mengganti email, masukkan password Anda. Perangkat lain akan dikeluarkan dari akun.',
    );
    await user.type(password, 'rahasia-123');
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully.');
    expect(await api.bodyOf(UPDATE)).toEqual({
      name: siti.name,
      alamat: siti.alamat,
      telephone: siti.telephone,
      email: 'siti.baru@contoh.id',
      current_password: 'rahasia-123',
    });
    expect(tokenStore.get()).toBe('token-2');
  });

  it("shows the server's word when the password is missing or wrong", async () => {
    signIn();
    mockFetch({
      'POST /api/auth/me': meAnswer(),
      [UPDATE]: () =>
        json(
          {
            status: 'error',
            message: 'Password salah.',
            errors: { current_password: ['Password salah.'] },
          },
          422,
        ),
    });
    const { user } = renderApp('/profile/7');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'lain@contoh.id');
    await user.type(screen.getByLabelText('Password Saat Ini'), 'tebak-tebak');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Password salah.');
    expect(screen.getByLabelText('Email')).toHaveValue('lain@contoh.id');
  });
});
