import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meAnswer, siti, tokenAnswer } from '../helpers/account-fixtures';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { ayamGoreng, ayamLine, chosen } from '../helpers/option-fixtures';
import { cartAnswer, validationError } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';
import { pendingAdd } from '../../src/lib/pending-add';

const ADD = 'POST /api/cart';
const REGISTER = 'POST /api/auth/register';
const LOGIN = 'POST /api/auth/login';

type User = ReturnType<typeof renderApp>['user'];

function openDishAsVisitor(
  add: FetchHandler = () => json(success(ayamLine(chosen('Dada', 'Telur'), 1, 701))),
) {
  const api = mockFetch({
    'GET /api/foods/7': () => json(success(ayamGoreng)),
    'GET /api/cart': cartAnswer([]),
    'POST /api/auth/me': meAnswer(),
    [REGISTER]: () => json({ status: 'success', message: 'User registered.', data: siti }, 201),
    [LOGIN]: () => json(tokenAnswer('token-1')),
    [ADD]: add,
  });
  return { api, ...renderApp('/foods/7') };
}

async function chooseAndTapAdd(user: User) {
  await screen.findByRole('heading', { name: 'Ayam Goreng' });
  await user.click(
    within(screen.getByRole('group', { name: 'Bagian Wajib' })).getByRole('radio', {
      name: /Dada/,
    }),
  );
  await user.click(
    within(screen.getByRole('group', { name: 'Tambahan' })).getByRole('checkbox', {
      name: /Telur/,
    }),
  );
  await user.type(screen.getByLabelText('Catatan'), 'sambal dipisah');
  await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
}

async function logIn(user: User) {
  // The login page itself, not the sign-up page still on screen while it loads (both ask
  // for an email).
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  const submit = screen.getByRole('button', { name: 'Login' });
  await user.click(screen.getByLabelText('Email'));
  await user.paste(siti.email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste('rahasia123');
  await user.click(submit);
}

afterEach(() => sessionStorage.clear());

describe('a visitor tapping "Tambah" (issue 31)', () => {
  it('offers Daftar beside Login and Batal, the spec’s words unchanged', async () => {
    const { user } = openDishAsVisitor();
    await chooseAndTapAdd(user);
    const dialog = await screen.findByRole('dialog', { name: 'Login diperlukan' });
    expect(dialog).toHaveAccessibleDescription('Anda harus login terlebih dahulu untuk memesan.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Batal', 'Daftar', 'Login']);
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
  });

  it('keeps the dish through sign-up and login, adds it once, and brings them back to it', async () => {
    const { api, user, router } = openDishAsVisitor();
    await chooseAndTapAdd(user);
    await user.click(await screen.findByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ from: '/foods/7' });

    await screen.findByLabelText('Nama');
    const values: Record<string, string> = {
      Nama: siti.name,
      Alamat: siti.alamat,
      Telepon: '0812 3456 7890',
      Email: siti.email,
      Password: 'rahasia123',
      'Konfirmasi Password': 'rahasia123',
    };
    // Pasted, not typed key by key: the test stays quick on a busy machine.
    for (const [label, value] of Object.entries(values)) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    useFakeClock();
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    await settle(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Registration successful!'),
    );
    await advance(2_999);
    expect(router.state.location.pathname).toBe('/signup');
    await advance(1);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo(ADD)).toBe(0);

    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/foods/7'));
    expect(await screen.findByText('Ayam Goreng ditambahkan ke keranjang.')).toBeVisible();
    // The body a signed-in tap would have sent.
    expect(await api.bodyOf(ADD)).toEqual({
      food_id: 7,
      jumlah: 1,
      note: 'sambal dipisah',
      options: [12, 31],
    });

    // Added once: neither a later render nor a visit to another dish adds it again.
    await user.click(screen.getByRole('link', { name: /Kembali/ }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/foods/7'));
    await router.navigate('/foods/7');
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    expect(api.callsTo(ADD)).toBe(1);
  });

  it('goes straight to login and back, and shows a refusal (sold out) instead of hiding it', async () => {
    const { api, user, router } = openDishAsVisitor(() =>
      validationError('Ayam Goreng sedang habis.'),
    );
    await chooseAndTapAdd(user);
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/login',
        state: { from: '/foods/7' },
      }),
    );
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/foods/7'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ayam Goreng sedang habis.');
    expect(api.callsTo(ADD)).toBe(1);
    expect(pendingAdd.take()).toBeNull();
  });

  it('keeps nothing when the visitor cancels', async () => {
    const { api, user } = openDishAsVisitor();
    await chooseAndTapAdd(user);
    await user.click(await screen.findByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pendingAdd.take()).toBeNull();
    expect(api.callsTo(ADD)).toBe(0);
  });
});

describe('pendingAdd', () => {
  it('forgets a dish kept too long ago, and gives a kept dish only once', () => {
    const dish = { foodId: 7, quantity: 2, options: [], from: '/foods/7' };
    pendingAdd.keep(dish, 0);
    expect(pendingAdd.take(31 * 60_000)).toBeNull();
    pendingAdd.keep(dish, 0);
    expect(pendingAdd.take(60_000)).toEqual(dish);
    expect(pendingAdd.take(60_000)).toBeNull();
  });
});
