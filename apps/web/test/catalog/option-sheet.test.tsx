import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { nasiBox, nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { ayamGoreng, ayamLine, chosen, esJeruk } from '../helpers/option-fixtures';
import { cartAnswer, cartLine, customerAnswers } from '../helpers/order-fixtures';
import { onPhone } from '../helpers/phone-screen';
import { renderApp } from '../helpers/render-app';

const ADD = 'POST /api/cart';

function menu(cart = cartAnswer([])) {
  return {
    ...customerAnswers(),
    'GET /api/foods': () => json(success([ayamGoreng, nasiGoreng, esJeruk])),
    'GET /api/categories': () =>
      json(success([{ ...nasiBox, foods: [ayamGoreng, nasiGoreng, esJeruk] }])),
    'GET /api/cart': cart,
  };
}

function row(name: string) {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`${name} is not in a row`);
  return within(article);
}

beforeEach(() => {
  onPhone();
  signIn();
});

describe("a dish's options on the phone menu", () => {
  it('opens the options of a dish with a required group, and adds it with the choice', async () => {
    const api = mockFetch({
      ...menu(),
      [ADD]: () => json(success(ayamLine(chosen('Paha', 'Telur'), 1, 701))),
    });
    const { user } = renderApp('/foods');
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    const tambah = row('Ayam Goreng').getByRole('button', { name: 'Tambah ke Keranjang' });
    await user.click(tambah);

    const sheet = within(await screen.findByRole('dialog', { name: 'Pilihan Ayam Goreng' }));
    expect(api.callsTo(ADD)).toBe(0);
    const add = sheet.getByRole('button', { name: 'Tambah ke Keranjang' });
    await user.click(add);
    expect(sheet.getByRole('alert')).toHaveTextContent('Pilih Bagian.');
    expect(api.callsTo(ADD)).toBe(0);

    await user.click(sheet.getByRole('radio', { name: 'Paha' }));
    await user.click(sheet.getByRole('checkbox', { name: /Telur/ }));
    expect(sheet.getByText('Harga per porsi:')).toHaveTextContent('Rp 25.000');
    await user.click(add);

    expect(await screen.findByText('Ayam Goreng ditambahkan ke keranjang.')).toBeVisible();
    expect(await api.bodyOf(ADD)).toEqual({ food_id: 7, jumlah: 1, options: [11, 31] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tambah).toHaveFocus();
  });

  it('closes with Escape or "Tutup", giving focus back to the button', async () => {
    mockFetch(menu());
    const { user } = renderApp('/foods');
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    const tambah = row('Ayam Goreng').getByRole('button', { name: 'Tambah ke Keranjang' });

    await user.click(tambah);
    await screen.findByRole('dialog', { name: 'Pilihan Ayam Goreng' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tambah).toHaveFocus();

    await user.click(tambah);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tutup' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a dish without groups, or with optional groups only, at once and without options', async () => {
    const api = mockFetch({
      ...menu(),
      [ADD]: [
        () => json(success(cartLine(nasiGoreng, 1))),
        () => json(success(cartLine(esJeruk, 1))),
      ],
    });
    const { user } = renderApp('/foods');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    await user.click(
      row('Nasi Goreng Kampung').getByRole('button', { name: 'Tambah ke Keranjang' }),
    );
    await waitFor(() => expect(api.callsTo(ADD)).toBe(1));
    expect(await api.bodyOf(ADD)).toEqual({ food_id: 3, jumlah: 1 });

    await user.click(row('Es Jeruk').getByRole('button', { name: 'Tambah ke Keranjang' }));
    await waitFor(() => expect(api.callsTo(ADD)).toBe(2));
    expect(await api.bodyOf(ADD, 1)).toEqual({ food_id: 21, jumlah: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps "Tambah" for a dish with options already in the cart: which line would a stepper change?', async () => {
    mockFetch(menu(cartAnswer([ayamLine(chosen('Paha'), 1, 701), cartLine(nasiGoreng, 1)])));
    renderApp('/foods');
    // A dish without options, on one line: the stepper.
    expect(await screen.findByRole('group', { name: 'Jumlah Nasi Goreng Kampung' })).toBeVisible();
    expect(row('Ayam Goreng').queryByRole('group')).not.toBeInTheDocument();
    expect(row('Ayam Goreng').getByRole('button', { name: 'Tambah ke Keranjang' })).toBeVisible();
  });
});
