import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { ayamGoreng, ayamLine, chosen } from '../helpers/option-fixtures';
import { cartLine, customerAnswers } from '../helpers/order-fixtures';
import { onPhone } from '../helpers/phone-screen';
import { renderApp } from '../helpers/render-app';
import type { CartItem } from '@dapur/shared/cart';
import { pendingAdd } from '../../src/lib/pending-add';

/** The phone bar's button: "Tambah · Rp 25.000" on screen, the price in rupiah (its space unbreakable). */
function barButton(amount: string): RegExp {
  return new RegExp(`^Tambah ke Keranjang · Rp\\s${amount.replace('.', '\\.')}$`);
}

const ADD = 'POST /api/cart';

function openDish(
  path: string,
  { signedIn = true, added = cartLine(nasiGoreng, 3) as CartItem } = {},
) {
  if (signedIn) signIn();
  const api = mockFetch({
    ...customerAnswers(),
    'GET /api/foods/3': () => json(success(nasiGoreng)),
    'GET /api/foods/7': () => json(success(ayamGoreng)),
    [ADD]: () => json(success(added)),
  });
  return { api, ...renderApp(path) };
}

afterEach(() => sessionStorage.clear());

describe("a dish's page on a phone", () => {
  it('has a bar with −/portions/+ and "Tambah · Rp …" for those portions, and adds them', async () => {
    onPhone();
    const { api, user } = openDish('/foods/3');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    const stepper = screen.getByRole('group', { name: 'Jumlah Nasi Goreng Kampung' });
    expect(stepper).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: barButton('25.000') })).toHaveTextContent(
      'Tambah ke Keranjang · Rp 25.000',
    );

    await user.click(within(stepper).getByRole('button', { name: /^Tambah jumlah/ }));
    await user.click(within(stepper).getByRole('button', { name: /^Tambah jumlah/ }));
    expect(stepper).toHaveTextContent('3');
    const add = screen.getByRole('button', { name: barButton('75.000') });
    // Fixed to the screen's bottom, with the stepper.
    expect(add.closest('.fixed')).toContainElement(stepper);

    await user.click(add);
    expect(await api.bodyOf(ADD)).toEqual({ food_id: 3, jumlah: 3 });
    // The next portion starts from one again.
    await waitFor(() => expect(stepper).toHaveTextContent('1'));
  });

  it('prices the chosen options times the portions', async () => {
    onPhone();
    const { api, user } = openDish('/foods/7', { added: ayamLine(chosen('Dada'), 2, 701) });
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    await user.click(
      within(screen.getByRole('group', { name: 'Bagian Wajib' })).getByRole('radio', {
        name: /Dada/,
      }),
    );
    const stepper = screen.getByRole('group', { name: 'Jumlah Ayam Goreng' });
    await user.click(within(stepper).getByRole('button', { name: /^Tambah jumlah/ }));
    // (Rp 20.000 + Rp 2.000) × 2
    await user.click(screen.getByRole('button', { name: barButton('44.000') }));
    expect(await api.bodyOf(ADD)).toEqual({ food_id: 7, jumlah: 2, options: [12] });
  });

  it('takes the portions to the order form with "Pesan Sekarang"', async () => {
    onPhone();
    const { user, router } = openDish('/foods/3');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    const stepper = screen.getByRole('group', { name: 'Jumlah Nasi Goreng Kampung' });
    await user.click(within(stepper).getByRole('button', { name: /^Tambah jumlah/ }));
    await user.click(screen.getByRole('button', { name: 'Pesan Sekarang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-form'));
    expect(router.state.location.state).toMatchObject({ foodId: 3, quantity: 2 });
  });

  it("keeps a visitor's portions for after they log in", async () => {
    onPhone();
    const { user } = openDish('/foods/3', { signedIn: false });
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    const stepper = screen.getByRole('group', { name: 'Jumlah Nasi Goreng Kampung' });
    await user.click(within(stepper).getByRole('button', { name: /^Tambah jumlah/ }));
    await user.click(screen.getByRole('button', { name: barButton('50.000') }));
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(pendingAdd.take()).toMatchObject({ foodId: 3, quantity: 2, from: '/foods/3' });
  });
});

describe("a dish's page on a wider screen", () => {
  it('keeps its buttons as they were: one portion, no bar', async () => {
    const { api, user } = openDish('/foods/3');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    expect(screen.queryByRole('group', { name: /^Jumlah/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await api.bodyOf(ADD)).toEqual({ food_id: 3, jumlah: 1 });
  });
});
