import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, signIn, siti } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { ownerAnswers } from '../owner-orders/owner-fixtures';

const STATUS = 'GET /api/setup';

const needed =
  (value: boolean): FetchHandler =>
  () =>
    json(success({ needed: value }));

function header() {
  return within(screen.getByRole('banner'));
}

describe('/admin before and after the shop has an owner', () => {
  it('sends a visitor on a shop without an owner from /admin to the setup page', async () => {
    mockFetch({ [STATUS]: needed(true) });
    const { router } = renderApp('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/setup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Siapkan Toko' })).toBeVisible();
    expect(await screen.findByLabelText('Kode setup')).toBeVisible();
    expect(screen.queryByText('Silakan login dengan akun pemilik toko.')).not.toBeInTheDocument();
  });

  it('sends a signed-in customer there too, from any owner page', async () => {
    signIn('customer-token');
    mockFetch({ 'POST /api/auth/me': meAnswer(siti), [STATUS]: needed(true) });
    const { router } = renderApp('/admin/reports');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/setup'));
    expect(await screen.findByLabelText('Kode setup')).toBeVisible();
  });

  it('asks a visitor to log in once the shop has an owner, with no "Keluar" in the header', async () => {
    const api = mockFetch({ [STATUS]: needed(false) });
    const { user, router } = renderApp('/admin');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Silakan login dengan akun pemilik toko.',
    );
    expect(header().getByRole('link', { name: 'Lihat toko' })).toBeVisible();
    expect(header().queryByRole('button', { name: 'Keluar' })).not.toBeInTheDocument();

    // The login the gate leads to has nothing to set up: the shop has its owner.
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toBeVisible();
    await waitFor(() => expect(api.callsTo(STATUS)).toBe(2));
    expect(screen.queryByRole('link', { name: 'Siapkan toko' })).not.toBeInTheDocument();
  });

  it('keeps the login prompt when the check fails', async () => {
    mockFetch({ [STATUS]: () => json({ status: 'error', message: 'Terjadi kesalahan.' }, 500) });
    renderApp('/admin');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Silakan login dengan akun pemilik toko.',
    );
  });

  it('links the owner’s login to the setup page while the shop has no owner', async () => {
    mockFetch({ [STATUS]: needed(true) });
    renderApp({ pathname: '/login', state: { from: '/admin' } });

    expect(await screen.findByText(/Toko ini belum punya akun pemilik\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Siapkan toko' })).toHaveAttribute(
      'href',
      '/admin/setup',
    );
  });

  it('asks nothing about setup on a customer’s login', async () => {
    const api = mockFetch({ [STATUS]: needed(true) });
    renderApp({ pathname: '/login', state: { from: '/cart' } });

    expect(await screen.findByLabelText('Email')).toBeVisible();
    expect(api.callsTo(STATUS)).toBe(0);
    expect(screen.queryByRole('link', { name: 'Siapkan toko' })).not.toBeInTheDocument();
  });

  it('shows an owner the pages and "Keluar", without asking whether the shop has an owner', async () => {
    signIn('owner-token');
    const api = mockFetch({
      ...ownerAnswers(),
      'GET /api/admin/prep': () => json(success([])),
      'GET /api/admin/reports/daily': () => json(success([])),
    });
    renderApp('/admin/reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible();
    expect(header().getByRole('button', { name: 'Keluar' })).toBeVisible();
    expect(api.callsTo(STATUS)).toBe(0);
  });
});
