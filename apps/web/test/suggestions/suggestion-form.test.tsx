import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/lib/token-store';
import { meAnswer, signIn, siti, unauthorized } from '../helpers/account-fixtures';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const POST = 'POST /api/suggestions';
const LIST = 'GET /api/suggestions';
const SENT = 'Terima kasih! Saran Anda telah berhasil dikirim.';
const FAILED = 'Maaf, terjadi kesalahan. Silakan coba lagi.';

const created: FetchHandler = () =>
  json(
    {
      status: 'success',
      data: { id: 9, content: 'x', created_at: '2024-05-05T00:00:00Z', user: { name: siti.name } },
    },
    201,
  );

type User = ReturnType<typeof renderApp>['user'];

async function write(user: User, text = 'Tolong tambah menu sayur asem.') {
  await user.type(await screen.findByLabelText('Saran Anda'), text);
}

function send() {
  return screen.getByRole('button', { name: 'Kirim Saran' });
}

/** The about page of a logged-in customer, once the header knows who they are. */
async function renderAsCustomer(handlers: Record<string, FetchHandler | FetchHandler[]>) {
  signIn('token-1');
  const api = mockFetch({ 'POST /api/auth/me': meAnswer(), ...handlers });
  const view = renderApp('/about');
  await within(screen.getByRole('banner')).findByRole('button', { name: siti.name });
  return { ...view, api };
}

describe('suggestion form on /about', () => {
  it('has a labelled textarea that is required', async () => {
    const api = mockFetch({});
    const { user } = renderApp('/about');
    const field = await screen.findByLabelText('Saran Anda');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('maxlength', '1000');
    await user.click(send());
    // The check loads with the first press.
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Maksimal 1000 karakter. Saran wajib diisi.');
    expect(api.requests).toHaveLength(0);
  });

  it('asks a visitor to log in first, and takes them to login and back', async () => {
    const api = mockFetch({});
    const { user, router } = renderApp('/about');
    await write(user);
    await user.click(send());

    const dialog = screen.getByRole('dialog', { name: 'Login diperlukan' });
    expect(
      within(dialog).getByText('Silakan login terlebih dahulu untuk mengirim saran.'),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/about' });
  });

  it('lets a visitor decline', async () => {
    mockFetch({});
    const { user, router } = renderApp('/about');
    await write(user);
    await user.click(send());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByLabelText('Saran Anda')).toHaveValue('Tolong tambah menu sayur asem.');
  });

  it('sends user_id and content, thanks the customer for 3 s and refreshes the list', async () => {
    const { user, api, queryClient } = await renderAsCustomer({ [POST]: created });
    queryClient.setQueryData(['suggestions'], []);
    await write(user);

    useFakeClock();
    fireEvent.click(send());
    await settle(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
    expect(await api.bodyOf(POST)).toEqual({
      user_id: siti.id,
      content: 'Tolong tambah menu sayur asem.',
    });
    expect(api.requestsTo(POST)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(screen.getByLabelText('Saran Anda')).toHaveValue('');
    expect(queryClient.getQueryState(['suggestions'])?.isInvalidated).toBe(true);

    await advance(2_999);
    expect(screen.getByText(SENT)).toBeVisible();
    await advance(1);
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it("says 'Maaf, terjadi kesalahan. Silakan coba lagi.' for 3 s when sending fails", async () => {
    const { user } = await renderAsCustomer({
      [POST]: () => json({ status: 'error', message: 'Server error' }, 500),
    });
    await write(user);

    useFakeClock();
    fireEvent.click(send());
    await settle(() => expect(screen.getByRole('alert')).toHaveTextContent(FAILED));
    expect(screen.getByLabelText('Saran Anda')).toHaveValue('Tolong tambah menu sayur asem.');
    await advance(2_999);
    expect(screen.getByText(FAILED)).toBeVisible();
    await advance(1);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('says the session ended and offers to log in again on a 401', async () => {
    const { user, router, api } = await renderAsCustomer({
      [POST]: unauthorized,
      'POST /api/auth/refresh': unauthorized,
    });
    await write(user);
    await user.click(send());

    const dialog = await screen.findByRole('dialog', { name: 'Sesi berakhir' });
    expect(
      within(dialog).getByText('Sesi Anda telah berakhir. Silakan login kembali.'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/auth/refresh')).toBe(1);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/about' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  it('keeps what a visitor wrote through the login', async () => {
    const api = mockFetch({
      'POST /api/auth/login': () =>
        json({ status: 'success', access_token: 't', token_type: 'bearer', expires_in: 3600 }),
      'POST /api/auth/me': meAnswer(),
      [POST]: created,
      [LIST]: () => json({ status: 'success', data: [] }),
    });
    const { user, router } = renderApp('/about');
    await write(user, 'Mohon buka hari Minggu.');
    await user.click(send());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));

    await user.type(await screen.findByLabelText('Email'), siti.email);
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));

    expect(await screen.findByLabelText('Saran Anda')).toHaveValue('Mohon buka hari Minggu.');
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(await api.bodyOf(POST)).toEqual({
      user_id: siti.id,
      content: 'Mohon buka hari Minggu.',
    });
  });
});
