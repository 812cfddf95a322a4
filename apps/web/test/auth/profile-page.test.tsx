import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/lib/token-store';
import { meAnswer, signIn, siti, tokenAnswer, unauthorized } from '../helpers/account-fixtures';
import { json, mockFetch, offline } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

describe('/profile', () => {
  it("shows the customer's name, email, alamat and telephone (as people read it)", async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    renderApp('/profile');
    const main = screen.getByRole('main');
    expect(await within(main).findByText(siti.email)).toBeVisible();
    expect(within(main).getByText(siti.name)).toBeVisible();
    expect(within(main).getByText(siti.alamat)).toBeVisible();
    expect(within(main).getByText('0812-3456-7890')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Profil — Warung Mbak Sri'));
  });

  it('leads to the edit form with an Edit Profile button', async () => {
    signIn();
    mockFetch({ 'POST /api/auth/me': meAnswer() });
    const { user, router } = renderApp('/profile');
    const edit = await screen.findByRole('link', { name: 'Edit Profile' });
    expect(edit).toHaveAttribute('href', '/profile/7');
    await user.click(edit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/7'));
    expect(await screen.findByLabelText('Nama')).toHaveValue(siti.name);
  });

  it("tells a visitor 'User not logged in.' and offers to log in", async () => {
    const api = mockFetch({});
    const { user, router } = renderApp('/profile');
    expect(await screen.findByText('User not logged in.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });

  it("says 'Session expired. Please log in again.' when the token cannot be refreshed", async () => {
    signIn('stale');
    mockFetch({ 'POST /api/auth/me': unauthorized, 'POST /api/auth/refresh': unauthorized });
    renderApp('/profile');
    expect(await screen.findByText('Session expired. Please log in again.')).toBeVisible();
    expect(screen.queryByText('User not logged in.')).not.toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  it('shows the profile when the refresh succeeds', async () => {
    signIn('stale');
    mockFetch({
      'POST /api/auth/me': [unauthorized, meAnswer()],
      'POST /api/auth/refresh': () => json(tokenAnswer('fresh')),
    });
    renderApp('/profile');
    expect(await screen.findByText(siti.alamat)).toBeVisible();
    expect(tokenStore.get()).toBe('fresh');
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    signIn();
    let online = false;
    mockFetch({ 'POST /api/auth/me': (request) => (online ? json(siti) : offline(request)) });
    const { user } = renderApp('/profile');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat profil.');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText(siti.alamat)).toBeVisible();
  });
});
