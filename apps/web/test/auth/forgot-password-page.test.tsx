import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { json, mockFetch, offline } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const FORGOT = 'POST /api/auth/forgot-password';
const SENT = 'Jika email terdaftar, kode reset 6 angka telah dikirim.';

describe('/forgot-password', () => {
  it('has a title, a labelled email field and a way back to login', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lupa Password' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Lupa Password — Warung Mbak Sri'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('checks the email before asking the server', async () => {
    const api = mockFetch({});
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'bukan-email');
    await user.click(screen.getByRole('button', { name: 'Kirim Kode Reset' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Format email tidak valid.');
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message, keeps the email for the next step and goes there after 1 s", async () => {
    const api = mockFetch({ [FORGOT]: () => json({ status: 'success', message: SENT }) });
    const { user, router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'Siti@Example.com');

    useFakeClock();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Kode Reset' }));
    await settle(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
    expect(window.sessionStorage.getItem('reset_password_email')).toBe('siti@example.com');
    expect(await api.bodyOf(FORGOT)).toEqual({ email: 'siti@example.com' });
    expect(api.requestsTo(FORGOT)[0]?.headers.has('Authorization')).toBe(false);

    await advance(999);
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(router.state.navigation.state).toBe('idle');
    await advance(1);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(await screen.findByText('siti@example.com')).toBeVisible();
  });

  it("shows the server's message on failure", async () => {
    mockFetch({
      [FORGOT]: () => json({ status: 'error', message: 'Terlalu banyak percobaan.' }, 429),
    });
    const { user, router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'siti@example.com');
    await user.click(screen.getByRole('button', { name: 'Kirim Kode Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan.');
    expect(window.sessionStorage.getItem('reset_password_email')).toBeNull();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it.each([
    ['a response without a message', () => new Response('', { status: 500 })],
    ['no response', offline],
  ])("shows 'Email tidak ditemukan. Silakan coba lagi.' for %s", async (_case, handler) => {
    mockFetch({ [FORGOT]: handler });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'siti@example.com');
    await user.click(screen.getByRole('button', { name: 'Kirim Kode Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email tidak ditemukan. Silakan coba lagi.',
    );
  });
});
