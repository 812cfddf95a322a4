import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, siti } from '../helpers/account-fixtures';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch, pending, type FetchHandler } from '../helpers/mock-fetch';
import { ayamGoreng, ayamLine, ayamOrder, chosen } from '../helpers/option-fixtures';
import { customerAnswers, validationError } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const ADD = 'POST /api/cart';

function openDish(add: FetchHandler = () => json(success(ayamLine(chosen('Paha'), 1, 701)))) {
  signIn();
  const api = mockFetch({
    ...customerAnswers(),
    'GET /api/foods/7': () => json(success(ayamGoreng)),
    [ADD]: add,
  });
  return { api, ...renderApp('/foods/7') };
}

function group(name: RegExp | string) {
  return within(screen.getByRole('group', { name }));
}

function priceLine() {
  return screen.getByText('Harga per porsi:');
}

describe("a dish's options on its page", () => {
  it('shows each group with its rule, one choice as radio buttons, several as checkboxes, and what each adds to the price', async () => {
    openDish();
    await screen.findByRole('heading', { name: 'Ayam Goreng' });

    const bagian = screen.getByRole('group', { name: 'Bagian Wajib' });
    expect(bagian).toHaveAccessibleDescription('Pilih 1');
    expect(
      within(bagian)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['11', '12']);
    expect(within(bagian).getByRole('radio', { name: 'Dada +Rp 2.000' })).toBeEnabled();

    const level = screen.getByRole('group', { name: 'Level pedas' });
    expect(level).toHaveAccessibleDescription('Pilih maks. 1');
    expect(within(level).getAllByRole('radio')).toHaveLength(4);

    const tambahan = screen.getByRole('group', { name: 'Tambahan' });
    expect(tambahan).toHaveAccessibleDescription('Pilih maks. 2');
    expect(within(tambahan).getByRole('checkbox', { name: 'Telur +Rp 5.000' })).toBeEnabled();
    // Sold out for the day: shown, not to be ticked.
    expect(within(tambahan).getByRole('checkbox', { name: 'Tempe Habis' })).toBeDisabled();
  });

  it('updates the price as options are ticked', async () => {
    const { user } = openDish();
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    expect(priceLine()).toHaveTextContent('Harga per porsi: Rp 20.000');

    await user.click(group('Bagian Wajib').getByRole('radio', { name: /Dada/ }));
    expect(priceLine()).toHaveTextContent('Rp 22.000');
    await user.click(group('Tambahan').getByRole('checkbox', { name: /Telur/ }));
    expect(priceLine()).toHaveTextContent('Rp 27.000');
    await user.click(group('Bagian Wajib').getByRole('radio', { name: /Paha/ }));
    expect(priceLine()).toHaveTextContent('Rp 25.000');
  });

  it('says what is missing instead of sending a dish the server would refuse', async () => {
    const { api, user, router } = openDish();
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    const add = screen.getByRole('button', { name: 'Tambah ke Keranjang' });
    expect(add).toHaveAccessibleDescription('Ayam Goreng Pilih Bagian.');

    await user.click(add);
    const bagian = screen.getByRole('group', { name: 'Bagian Wajib' });
    expect(within(bagian).getByRole('alert')).toHaveTextContent('Pilih Bagian.');
    expect(bagian).toHaveAccessibleDescription('Pilih 1 Pilih Bagian.');
    // Brought into view for the thumb: the group's first choice has focus.
    expect(within(bagian).getByRole('radio', { name: /Paha/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Pesan Sekarang' }));
    expect(router.state.location.pathname).toBe('/foods/7');
    expect(api.callsTo(ADD)).toBe(0);

    await user.click(within(bagian).getByRole('radio', { name: /Dada/ }));
    expect(within(bagian).queryByRole('alert')).not.toBeInTheDocument();
    expect(add).toHaveAccessibleDescription('Ayam Goreng');
  });

  it('sends the ticked options with the dish, then starts afresh for the next portion', async () => {
    const { api, user } = openDish(() =>
      json(success(ayamLine(chosen('Dada', 'Level 2', 'Telur'), 1, 701))),
    );
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    await user.click(group('Tambahan').getByRole('checkbox', { name: /Telur/ }));
    await user.click(group('Level pedas').getByRole('radio', { name: 'Level 2' }));
    await user.click(group('Bagian Wajib').getByRole('radio', { name: /Dada/ }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));

    expect(await screen.findByText('Ayam Goreng ditambahkan ke keranjang.')).toBeVisible();
    expect(await api.bodyOf(ADD)).toEqual({ food_id: 7, jumlah: 1, options: [12, 22, 31] });
    await waitFor(() =>
      expect(group('Bagian Wajib').getByRole('radio', { name: /Dada/ })).not.toBeChecked(),
    );
    expect(group('Tambahan').getByRole('checkbox', { name: /Telur/ })).not.toBeChecked();
    expect(priceLine()).toHaveTextContent('Rp 20.000');
  });

  it('lets no more than the group allows be ticked', async () => {
    const { user } = openDish();
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    const tambahan = group('Tambahan');
    await user.click(tambahan.getByRole('checkbox', { name: /Telur/ }));
    await user.click(tambahan.getByRole('checkbox', { name: /Tahu/ }));
    expect(tambahan.getByRole('checkbox', { name: /Kerupuk/ })).toBeDisabled();

    await user.click(tambahan.getByRole('checkbox', { name: /Tahu/ }));
    expect(tambahan.getByRole('checkbox', { name: /Kerupuk/ })).toBeEnabled();
  });

  it("shows the server's refusal of an option like any other add error, and keeps the choice", async () => {
    const { user } = openDish(() =>
      validationError('Telur sedang habis.', { options: ['Telur sedang habis.'] }),
    );
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    await user.click(group('Bagian Wajib').getByRole('radio', { name: /Paha/ }));
    await user.click(group('Tambahan').getByRole('checkbox', { name: /Telur/ }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Telur sedang habis.');
    await waitFor(() =>
      expect(group('Bagian Wajib').getByRole('radio', { name: /Paha/ })).toBeChecked(),
    );
  });

  it('carries the options to the order form, which shows them, prices them and sends them', async () => {
    const { user, router } = openDish();
    const api = mockFetch({
      ...customerAnswers(),
      'GET /api/foods/7': () => json(success(ayamGoreng)),
      'POST /api/orders/direct': () => json(success(ayamOrder()), 201),
      'GET /api/orders': pending,
      'GET /api/payments/qris': pending,
    });
    await screen.findByRole('heading', { name: 'Ayam Goreng' });
    await user.click(group('Bagian Wajib').getByRole('radio', { name: /Dada/ }));
    await user.click(group('Tambahan').getByRole('checkbox', { name: /Telur/ }));
    await user.click(screen.getByRole('button', { name: 'Pesan Sekarang' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-form'));
    expect(router.state.location.state).toMatchObject({ foodId: 7, options: [12, 31] });
    const dish = within(await screen.findByRole('region', { name: 'Menu yang dipesan' }));
    expect(dish.getByText('Dada, Telur')).toBeVisible();
    expect(dish.getByText('Rp 27.000')).toBeVisible();

    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(await api.bodyOf('POST /api/orders/direct')).toMatchObject({
      food_id: 7,
      quantity: 1,
      options: [12, 31],
    });
  });
});
