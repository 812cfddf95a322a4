import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/lib/token-store';
import { meAnswer, siti, tokenAnswer } from '../helpers/account-fixtures';
import { json, mockFetch, offline, type FetchHandler } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const LOGIN = 'POST /api/auth/login';

function loggedInAnswers(login: FetchHandler = () => json(tokenAnswer('token-9'))) {
  return {
    [LOGIN]: login,
    'POST /api/auth/me': meAnswer(),
    'GET /api/suggestions': () => json({ status: 'success', data: [] }),
  };
}

async function fillIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('has a title, labelled fields and links to forgot password, signup and home', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Login — Warung Mbak Sri'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Lupa password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(main).getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/signup');
    expect(within(main).getByRole('link', { name: /Kembali ke Beranda/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('requires email and password, tying each error to its field', async () => {
    const api = mockFetch({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email wajib diisi.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password wajib diisi.');
    expect(api.requests).toHaveLength(0);
  });

  it('logs in: stores the token, greets the customer in the header and goes home', async () => {
    const api = mockFetch(loggedInAnswers());
    const { user, router } = renderApp('/login');
    await fillIn(user, 'siti@example.com', 'rahasia123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('access_token')).toBe('token-9');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: siti.name })).toBeVisible();

    expect(await api.bodyOf(LOGIN)).toEqual({ email: 'siti@example.com', password: 'rahasia123' });
    expect(api.requestsTo(LOGIN)[0]?.headers.has('Authorization')).toBe(false);
  });

  it('goes back to the page that sent the customer here', async () => {
    mockFetch(loggedInAnswers());
    const { user, router } = renderApp({ pathname: '/login', state: { from: '/about' } });
    await fillIn(user, 'siti@example.com', 'rahasia123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('ignores a "from" that leads outside the app', async () => {
    mockFetch(loggedInAnswers());
    const { user, router } = renderApp({
      pathname: '/login',
      state: { from: '//evil.example/' },
    });
    await fillIn(user, 'siti@example.com', 'rahasia123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's message when the login is refused", async () => {
    mockFetch({
      [LOGIN]: () => json({ status: 'error', message: 'Email atau password salah.' }, 401),
    });
    const { user, router } = renderApp('/login');
    await fillIn(user, 'siti@example.com', 'salah-sekali');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau password salah.');
    expect(router.state.location.pathname).toBe('/login');
    expect(tokenStore.get()).toBeNull();
  });

  it("shows the server's error when it names the reason `error` instead of `message`", async () => {
    mockFetch({ [LOGIN]: () => json({ status: 'error', error: 'Akun dikunci sementara.' }, 401) });
    const { user } = renderApp('/login');
    await fillIn(user, 'siti@example.com', 'rahasia123');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Akun dikunci sementara\.$/);
  });

  it("shows 'Login gagal. Cek kembali kredensial Anda.' when the server gives no reason", async () => {
    mockFetch({ [LOGIN]: () => new Response('Bad Gateway', { status: 502 }) });
    const { user } = renderApp('/login');
    await fillIn(user, 'siti@example.com', 'rahasia123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login gagal. Cek kembali kredensial Anda.',
    );
  });

  it("shows the error's own message when no response came", async () => {
    mockFetch({ [LOGIN]: offline });
    const { user } = renderApp('/login');
    await fillIn(user, 'siti@example.com', 'rahasia123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });
});
