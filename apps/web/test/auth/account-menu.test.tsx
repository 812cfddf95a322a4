import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/lib/token-store';
import { meAnswer, signIn, siti, unauthorized } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, offline } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const noSuggestions = () => json({ status: 'success', data: [] });

function header() {
  return screen.getByRole('banner');
}

async function accountButton() {
  return within(header()).findByRole('button', { name: siti.name });
}

describe('header account corner', () => {
  it('shows Sign in to a visitor and asks nothing about the session', async () => {
    const api = mockFetch({});
    renderApp('/about');
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(header()).queryByRole('button', { name: siti.name })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows a logged-in customer's name as a menu button instead of Sign in", async () => {
    signIn('token-1');
    const api = mockFetch({ 'POST /api/auth/me': meAnswer() });
    renderApp('/about');
    const button = await accountButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('opens a menu with Profile, Pesanan Saya and Log out', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    const { user } = renderApp('/about');
    await user.click(await accountButton());
    const menu = screen.getByRole('menu', { name: siti.name });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Pesanan Saya', 'Log out']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/orders');
    expect(items[0]).toHaveFocus();
    expect(await accountButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers "Kelola toko" to one of the family, between Pesanan Saya and Log out', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer({ ...siti, role: 'owner' }) });
    const { user } = renderApp('/about');
    await user.click(await accountButton());
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Pesanan Saya',
      'Kelola toko',
      'Log out',
    ]);
    expect(items[2]).toHaveAttribute('href', '/admin');
  });

  it('opens "Pesanan Saya" from the menu', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer(), 'GET /api/orders': () => json(success([])) });
    const { user, router } = renderApp('/about');
    await user.click(await accountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Pesanan Saya' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByText('Belum ada pesanan.')).toBeVisible();
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    const { user } = renderApp('/about');
    const button = await accountButton();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    const orders = screen.getByRole('menuitem', { name: 'Pesanan Saya' });
    const logout = screen.getByRole('menuitem', { name: 'Log out' });
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(orders).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{End}');
    expect(logout).toHaveFocus();
    await user.keyboard('{Home}');
    expect(profile).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('opens the profile from the menu', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    const { user, router } = renderApp('/about');
    await user.click(await accountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByText(siti.alamat)).toBeVisible();
  });

  it('closes when the customer clicks elsewhere', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    const { user } = renderApp('/about');
    const heading = await screen.findByRole('heading', { level: 1 });
    await user.click(await accountButton());
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(heading);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out: tells the server, forgets the token, shows Sign in and goes home', async () => {
    signIn('token-1');
    const api = mockFetch({
      'POST /api/auth/me': meAnswer(),
      'POST /api/auth/logout': () => json({ status: 'success', message: 'Logged out.' }),
      'GET /api/suggestions': noSuggestions,
    });
    const { user, router, queryClient } = renderApp('/about');
    await user.click(await accountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(within(header()).queryByRole('button', { name: siti.name })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    const logout = api.requests.find((r) => new URL(r.url).pathname === '/api/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(queryClient.getQueryData(['user', 'me'])).toBeUndefined();
  });

  it('logs out even when the server cannot be reached', async () => {
    signIn();
    mockFetch({
      'POST /api/auth/me': meAnswer(),
      'POST /api/auth/logout': offline,
      'GET /api/suggestions': noSuggestions,
    });
    const { user, router } = renderApp('/about');
    await user.click(await accountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(tokenStore.get()).toBeNull();
  });

  it('turns back into Sign in when the session cannot be refreshed', async () => {
    signIn('stale');
    const api = mockFetch({
      'POST /api/auth/me': unauthorized,
      'POST /api/auth/refresh': unauthorized,
    });
    renderApp('/about');
    await waitFor(() => expect(api.callsTo('POST /api/auth/refresh')).toBe(1));
    expect(await within(header()).findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(tokenStore.get()).toBeNull();
  });

  it('keeps the customer logged in when the refresh succeeds', async () => {
    signIn('stale');
    mockFetch({
      'POST /api/auth/me': (request) =>
        request.headers.get('Authorization') === 'Bearer fresh' ? json(siti) : unauthorized(),
      'POST /api/auth/refresh': () =>
        json({ status: 'success', access_token: 'fresh', token_type: 'bearer', expires_in: 3600 }),
    });
    renderApp('/about');
    expect(await accountButton()).toBeVisible();
    expect(tokenStore.get()).toBe('fresh');
  });

  it('follows a login or logout in another tab', async () => {
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    renderApp('/about');
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toBeVisible();
    window.localStorage.setItem('access_token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    expect(await accountButton()).toBeVisible();
  });
});
