import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionMessages } from '@dapur/shared/dish-options';
import type { AdminFood } from '@dapur/shared/menu';
import { success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { validationError } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';
import {
  ayamGoreng,
  ayamGorengWithOptions,
  bagian,
  menuWith,
  OPTION_GROUPS,
  tambahan,
} from './option-group-fixtures';
import { menuAnswers, signInOwner } from './owner-fixtures';

function openDish(food: AdminFood, put: Parameters<typeof mockFetch>[0][string]) {
  signInOwner();
  const api = mockFetch({ ...menuAnswers(menuWith(food)), [OPTION_GROUPS]: put });
  const view = renderApp(`/admin/menu/foods/${food.id}`);
  return { api, ...view };
}

async function editor() {
  return within(await screen.findByRole('region', { name: 'Pilihan' }));
}

describe('the options editor on a dish’s page', () => {
  it('adds "Bagian" (Paha, Dada) and "Tambahan" (Telur +Rp 5.000) and saves them in one PUT', async () => {
    const { api, user } = openDish(ayamGoreng, () => json(success(ayamGorengWithOptions)));
    const pilihan = await editor();
    expect(pilihan.getByText('Menu ini belum punya pilihan.')).toBeVisible();
    const save = pilihan.getByRole('button', { name: 'Simpan pilihan' });
    expect(save).toBeDisabled();

    await user.click(pilihan.getByRole('button', { name: 'Tambah grup pilihan' }));
    const first = within(pilihan.getByRole('group', { name: 'Grup 1' }));
    // The new group's name has the focus, ready to type.
    expect(first.getByRole('textbox', { name: 'Nama grup' })).toHaveFocus();
    await user.keyboard('Bagian');
    expect(first.getByRole('checkbox', { name: 'Wajib dipilih' })).toBeChecked();
    expect(first.getByRole('radio', { name: 'Pilih satu' })).toBeChecked();
    await user.type(first.getByRole('textbox', { name: 'Nama pilihan' }), 'Paha');
    await user.click(first.getByRole('button', { name: 'Tambah pilihan ke Bagian' }));
    const dada = within(first.getByRole('group', { name: 'Pilihan 2' }));
    expect(dada.getByRole('textbox', { name: 'Nama pilihan' })).toHaveFocus();
    await user.keyboard('Dada');
    expect(pilihan.getByText('Ada perubahan yang belum disimpan.')).toBeVisible();
    expect(save).toBeEnabled();

    await user.click(pilihan.getByRole('button', { name: 'Tambah grup pilihan' }));
    const second = within(pilihan.getByRole('group', { name: 'Grup 2' }));
    await user.type(second.getByRole('textbox', { name: 'Nama grup' }), 'Tambahan');
    await user.click(second.getByRole('checkbox', { name: 'Wajib dipilih' }));
    await user.type(second.getByRole('textbox', { name: 'Nama pilihan' }), 'Telur');
    const price = second.getByRole('textbox', { name: 'Tambahan harga (Rp)' });
    await user.type(price, '5.000');
    expect(price).toHaveAccessibleDescription(/^Pelanggan melihat: \+Rp 5\.000\./);
    await user.click(save);

    await waitFor(() => expect(api.callsTo(OPTION_GROUPS)).toBe(1));
    expect(await api.bodyOf(OPTION_GROUPS)).toEqual({
      option_groups: [
        {
          name: 'Bagian',
          required: true,
          min: 1,
          max: 1,
          options: [
            { name: 'Paha', price_delta: 0, is_available: true },
            { name: 'Dada', price_delta: 0, is_available: true },
          ],
        },
        {
          name: 'Tambahan',
          required: false,
          min: 0,
          max: 1,
          options: [{ name: 'Telur', price_delta: 5000, is_available: true }],
        },
      ],
    });
    expect(await screen.findByText('Pilihan Ayam Goreng disimpan.')).toBeVisible();
    // The saved groups, with the server's ids, are what the form now holds: nothing unsaved.
    expect(pilihan.getByRole('button', { name: 'Simpan pilihan' })).toBeDisabled();
    expect(pilihan.queryByText('Ada perubahan yang belum disimpan.')).not.toBeInTheDocument();
    const today = within(screen.getByRole('region', { name: 'Pilihan tersedia hari ini' }));
    expect(today.getByRole('switch', { name: 'Telur tersedia' })).toBeChecked();
  });

  it('sends a rename, a move and a removal with the ids kept, and keeps an option switched off', async () => {
    const { api, user } = openDish(ayamGorengWithOptions, () =>
      json(success(ayamGorengWithOptions)),
    );
    const pilihan = await editor();
    const bagianGroup = within(pilihan.getByRole('group', { name: 'Bagian' }));
    const dada = within(bagianGroup.getByRole('group', { name: 'Pilihan 2' }));
    const dadaName = dada.getByRole('textbox', { name: 'Nama pilihan' });
    expect(dadaName).toHaveValue('Dada');
    expect(dada.getByRole('textbox', { name: 'Tambahan harga (Rp)' })).toHaveValue('2000');
    await user.clear(dadaName);
    await user.type(dadaName, 'Dada Besar');
    await user.click(bagianGroup.getByRole('button', { name: 'Hapus Paha' }));
    await user.click(pilihan.getByRole('button', { name: 'Naikkan grup Tambahan' }));
    // Tambahan is now the first group.
    expect(
      pilihan
        .getAllByRole('textbox', { name: 'Nama grup' })
        .map((name) => (name as HTMLInputElement).value),
    ).toEqual(['Tambahan', 'Bagian']);
    await user.click(pilihan.getByRole('button', { name: 'Simpan pilihan' }));

    await waitFor(() => expect(api.callsTo(OPTION_GROUPS)).toBe(1));
    expect(await api.bodyOf(OPTION_GROUPS)).toEqual({
      option_groups: [
        {
          id: 8,
          name: 'Tambahan',
          required: false,
          min: 0,
          max: 2,
          options: [
            { id: 81, name: 'Telur', price_delta: 5000, is_available: true },
            // Switched off for the day: saving the groups does not switch it back on.
            { id: 82, name: 'Tempe', price_delta: 3000, is_available: false },
          ],
        },
        {
          id: 7,
          name: 'Bagian',
          required: true,
          min: 1,
          max: 1,
          options: [{ id: 72, name: 'Dada Besar', price_delta: 2000, is_available: true }],
        },
      ],
    });
  });

  it('says what is wrong before sending: a group without options, a minimum above the maximum', async () => {
    const { api, user } = openDish(ayamGorengWithOptions, () =>
      json(success(ayamGorengWithOptions)),
    );
    const pilihan = await editor();
    const tambahanGroup = within(pilihan.getByRole('group', { name: 'Tambahan' }));
    await user.click(tambahanGroup.getByRole('button', { name: 'Hapus Telur' }));
    await user.click(tambahanGroup.getByRole('button', { name: 'Hapus Tempe' }));
    expect(tambahanGroup.getByText('Belum ada pilihan.')).toBeVisible();

    const bagianGroup = within(pilihan.getByRole('group', { name: 'Bagian' }));
    await user.click(bagianGroup.getByRole('radio', { name: /Boleh lebih dari satu/ }));
    const least = bagianGroup.getByRole('textbox', { name: 'Paling sedikit' });
    const most = bagianGroup.getByRole('textbox', { name: 'Paling banyak' });
    await user.clear(least);
    await user.type(least, '2');
    await user.clear(most);
    await user.type(most, '1');
    await user.click(pilihan.getByRole('button', { name: 'Simpan pilihan' }));

    expect(
      await tambahanGroup.findByText(optionMessages.groupHasNoOption('Tambahan')),
    ).toBeVisible();
    expect(least).toHaveAccessibleDescription(optionMessages.minAboveMax('Bagian'));
    expect(api.callsTo(OPTION_GROUPS)).toBe(0);
  });

  it("shows the server's 422 under its field and keeps what was typed", async () => {
    // Only the server knows a discount takes the dish below Rp 0 (it has the dish's price).
    const { api, user } = openDish(ayamGorengWithOptions, () =>
      validationError('Data yang dikirim tidak valid.', {
        'option_groups.0.options.1.price_delta': [optionMessages.belowZero],
      }),
    );
    const pilihan = await editor();
    const bagianGroup = within(pilihan.getByRole('group', { name: 'Bagian' }));
    const dadaPrice = within(bagianGroup.getByRole('group', { name: 'Pilihan 2' })).getByRole(
      'textbox',
      { name: 'Tambahan harga (Rp)' },
    );
    await user.clear(dadaPrice);
    await user.type(dadaPrice, '-25.000');
    expect(dadaPrice).toHaveAccessibleDescription(/^Pelanggan melihat: Potongan Rp 25\.000\./);
    await user.click(pilihan.getByRole('button', { name: 'Simpan pilihan' }));

    expect(await pilihan.findByRole('alert')).toHaveTextContent('Data yang dikirim tidak valid.');
    await waitFor(() =>
      expect(dadaPrice).toHaveAccessibleDescription(
        expect.stringContaining(optionMessages.belowZero),
      ),
    );
    expect(dadaPrice).toHaveValue('-25.000');
    expect(dadaPrice).toHaveFocus();
    expect(pilihan.getByRole('button', { name: 'Simpan pilihan' })).toBeEnabled();
    expect((await api.bodyOf(OPTION_GROUPS)) as unknown).toMatchObject({
      option_groups: [{ id: 7, options: [{ id: 71 }, { id: 72, price_delta: -25000 }] }, { id: 8 }],
    });
  });
});

describe('an option switched off for the day', () => {
  it('sends every group with that option’s is_available flipped, and shows "Habis" at once', async () => {
    const withoutTelur = {
      ...ayamGorengWithOptions,
      option_groups: [
        bagian,
        {
          ...tambahan,
          options: tambahan.options.map((o) => ({
            ...o,
            is_available: o.id !== 81 && o.is_available,
          })),
        },
      ],
    };
    const { api, user } = openDish(ayamGorengWithOptions, () => json(success(withoutTelur)));
    const today = within(await screen.findByRole('region', { name: 'Pilihan tersedia hari ini' }));
    const telur = today.getByRole('switch', { name: 'Telur tersedia' });
    expect(telur).toBeChecked();
    expect(today.getByRole('switch', { name: 'Tempe tersedia' })).not.toBeChecked();
    await user.click(telur);

    expect(today.getByRole('switch', { name: 'Telur tersedia' })).not.toBeChecked();
    await waitFor(() => expect(api.callsTo(OPTION_GROUPS)).toBe(1));
    expect(await api.bodyOf(OPTION_GROUPS)).toEqual({
      option_groups: [
        {
          id: 7,
          name: 'Bagian',
          required: true,
          min: 1,
          max: 1,
          options: [
            { id: 71, name: 'Paha', price_delta: 0, is_available: true },
            { id: 72, name: 'Dada', price_delta: 2000, is_available: true },
          ],
        },
        {
          id: 8,
          name: 'Tambahan',
          required: false,
          min: 0,
          max: 2,
          options: [
            { id: 81, name: 'Telur', price_delta: 5000, is_available: false },
            { id: 82, name: 'Tempe', price_delta: 3000, is_available: false },
          ],
        },
      ],
    });
    const telurRow = today.getByText('Telur').closest('li');
    expect(telurRow).toHaveTextContent('Habis');
    expect(telurRow).toHaveTextContent('+Rp 5.000');
  });

  it('puts the switch back and says why when the server refuses', async () => {
    const { user } = openDish(ayamGorengWithOptions, () =>
      json({ status: 'error', message: 'Server sedang sibuk.' }, 503),
    );
    const today = within(await screen.findByRole('region', { name: 'Pilihan tersedia hari ini' }));
    await user.click(today.getByRole('switch', { name: 'Telur tersedia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ketersediaan Telur tidak berubah.');
    expect(today.getByRole('switch', { name: 'Telur tersedia' })).toBeChecked();
  });

  it('is named on the menu list under its dish', async () => {
    signInOwner();
    mockFetch(menuAnswers(menuWith(ayamGorengWithOptions)));
    renderApp('/admin/menu');
    const dish = (await screen.findByRole('link', { name: 'Ayam Goreng' })).closest('article');
    expect(dish).toHaveTextContent('Pilihan habis: Tempe');
    // The dish itself is still for sale.
    expect(within(dish!).getByRole('switch', { name: 'Ayam Goreng tersedia' })).toBeChecked();
  });
});
