import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { json, mockFetch, offline } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const RESET = 'POST /api/auth/reset-password';
const DONE = 'Password berhasil diperbarui. Silakan login.';

type User = ReturnType<typeof renderApp>['user'];

function rememberEmail(email = 'siti@example.com') {
  window.sessionStorage.setItem('reset_password_email', email);
}

async function fillIn(user: User, code = '123456', password = 'rahasiaBaru1', confirm = password) {
  if (code) await user.type(await screen.findByLabelText('Kode Reset'), code);
  await user.type(await screen.findByLabelText('Password Baru'), password);
  await user.type(screen.getByLabelText('Konfirmasi Password Baru'), confirm);
}

function submit() {
  return screen.getByRole('button', { name: 'Simpan Password' });
}

describe('/reset-password', () => {
  it('sends a visitor without a stored email to /forgot-password', async () => {
    const { router } = renderApp('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('names the email and has labelled fields for the code and the new password', async () => {
    rememberEmail();
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Reset Password — Warung Mbak Sri'));
    expect(screen.getByText('siti@example.com')).toBeVisible();
    const code = screen.getByLabelText('Kode Reset');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Password Baru')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Konfirmasi Password Baru')).toHaveAttribute('type', 'password');
  });

  it('takes the email and the code from the emailed link', async () => {
    renderApp('/reset-password?email=siti%40example.com&code=654321');
    expect(await screen.findByLabelText('Kode Reset')).toHaveValue('654321');
    expect(screen.getByText('siti@example.com')).toBeVisible();
  });

  it("says 'Password harus minimal 8 karakter'", async () => {
    rememberEmail();
    const api = mockFetch({});
    const { user } = renderApp('/reset-password');
    await fillIn(user, '123456', 'pendek');
    await user.click(submit());
    expect(screen.getByLabelText('Password Baru')).toHaveAccessibleDescription(
      'Password harus minimal 8 karakter',
    );
    expect(api.requests).toHaveLength(0);
  });

  it("says 'Password dan konfirmasi password tidak cocok'", async () => {
    rememberEmail();
    const api = mockFetch({});
    const { user } = renderApp('/reset-password');
    await fillIn(user, '123456', 'rahasiaBaru1', 'rahasiaBaru2');
    await user.click(submit());
    expect(screen.getByLabelText('Konfirmasi Password Baru')).toHaveAccessibleDescription(
      'Password dan konfirmasi password tidak cocok',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the 6-digit code', async () => {
    rememberEmail();
    const { user } = renderApp('/reset-password');
    await fillIn(user, '12ab');
    await user.click(submit());
    expect(screen.getByLabelText('Kode Reset')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message, forgets the email and goes to login after 2 s", async () => {
    rememberEmail();
    const api = mockFetch({ [RESET]: () => json({ status: 'success', message: DONE }) });
    const { user, router } = renderApp('/reset-password');
    await fillIn(user);

    useFakeClock();
    fireEvent.click(submit());
    await settle(() => expect(screen.getByRole('status')).toHaveTextContent(DONE));
    expect(window.sessionStorage.getItem('reset_password_email')).toBeNull();
    expect(await api.bodyOf(RESET)).toEqual({
      email: 'siti@example.com',
      token: '123456',
      password: 'rahasiaBaru1',
      password_confirmation: 'rahasiaBaru1',
    });
    expect(api.requestsTo(RESET)[0]?.headers.has('Authorization')).toBe(false);

    await advance(1_999);
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.navigation.state).toBe('idle');
    await advance(1);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message when the code is refused", async () => {
    rememberEmail();
    mockFetch({
      [RESET]: () =>
        json(
          {
            status: 'error',
            message: 'Kode reset tidak valid atau sudah kedaluwarsa.',
            errors: { token: ['Kode reset tidak valid atau sudah kedaluwarsa.'] },
          },
          422,
        ),
    });
    const { user, router } = renderApp('/reset-password');
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kode reset tidak valid atau sudah kedaluwarsa.',
    );
    expect(window.sessionStorage.getItem('reset_password_email')).toBe('siti@example.com');
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it.each([
    ['a response without a message', () => new Response('', { status: 502 })],
    ['no response', offline],
  ])("shows 'Terjadi kesalahan. Silakan coba lagi.' for %s", async (_case, handler) => {
    rememberEmail();
    mockFetch({ [RESET]: handler });
    const { user } = renderApp('/reset-password');
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terjadi kesalahan. Silakan coba lagi.',
    );
  });
});
