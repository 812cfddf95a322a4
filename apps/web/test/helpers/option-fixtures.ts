import type { CartItem } from '@dapur/shared/cart';
import type { ChosenOption } from '@dapur/shared/dish-options';
import type { Food } from '@dapur/shared/menu';
import type { Order } from '@dapur/shared/orders';
import { cartLine, order } from './order-fixtures';

/**
 * A dish with options (issue 30): "Bagian" must be chosen (one of two), "Level pedas" may be
 * (one of four), "Tambahan" up to two, tempe sold out for the day.
 */
export const ayamGoreng: Food = {
  id: 7,
  nama: 'Ayam Goreng',
  harga: 20_000,
  deskripsi: 'Ayam kampung goreng bumbu kuning, dengan sambal dan lalapan.',
  gambar: null,
  gambar_url: null,
  category_id: 1,
  is_available: true,
  option_groups: [
    {
      id: 1,
      name: 'Bagian',
      required: true,
      min: 1,
      max: 1,
      options: [
        { id: 11, name: 'Paha', price_delta: 0, is_available: true },
        { id: 12, name: 'Dada', price_delta: 2_000, is_available: true },
      ],
    },
    {
      id: 2,
      name: 'Level pedas',
      required: false,
      min: 0,
      max: 1,
      options: [
        { id: 20, name: 'Level 0', price_delta: 0, is_available: true },
        { id: 21, name: 'Level 1', price_delta: 0, is_available: true },
        { id: 22, name: 'Level 2', price_delta: 0, is_available: true },
        { id: 23, name: 'Level 3', price_delta: 0, is_available: true },
      ],
    },
    {
      id: 3,
      name: 'Tambahan',
      required: false,
      min: 0,
      max: 2,
      options: [
        { id: 31, name: 'Telur', price_delta: 5_000, is_available: true },
        { id: 32, name: 'Tempe', price_delta: 3_000, is_available: false },
        { id: 33, name: 'Tahu', price_delta: 3_000, is_available: true },
        { id: 34, name: 'Kerupuk', price_delta: 2_000, is_available: true },
      ],
    },
  ],
};

/** A dish whose only group may be left out: added at once from a list. */
export const esJeruk: Food = {
  id: 21,
  nama: 'Es Jeruk',
  harga: 6_000,
  deskripsi: null,
  gambar: null,
  gambar_url: null,
  category_id: 5,
  is_available: true,
  option_groups: [
    {
      id: 4,
      name: 'Gula',
      required: false,
      min: 0,
      max: 1,
      options: [
        { id: 41, name: 'Sedikit gula', price_delta: 0, is_available: true },
        { id: 42, name: 'Tanpa gula', price_delta: 0, is_available: true },
      ],
    },
  ],
};

/** Ayam Goreng's options by name, as a cart line or an order item carries them. */
export function chosen(...names: string[]): ChosenOption[] {
  return ayamGoreng.option_groups.flatMap((group) =>
    group.options
      .filter((option) => names.includes(option.name))
      .map((option) => ({
        id: option.id,
        group: group.name,
        name: option.name,
        price_delta: option.price_delta,
      })),
  );
}

/** A cart line of Ayam Goreng with these options, priced as the server prices it. */
export function ayamLine(options: ChosenOption[], jumlah: number, id: number): CartItem {
  const harga = ayamGoreng.harga + options.reduce((sum, option) => sum + option.price_delta, 0);
  return {
    ...cartLine(ayamGoreng, jumlah, id),
    options,
    harga_satuan: harga,
    harga_total: harga * jumlah,
  };
}

/** An order of one Ayam Goreng (Dada, Level 2, Telur). */
export function ayamOrder(overrides: Partial<Order> = {}): Order {
  const options = chosen('Dada', 'Level 2', 'Telur');
  return order({
    food_name: 'Ayam Goreng (Dada, Level 2, Telur) x1',
    total_amount: 27_000,
    items: [
      {
        food_id: ayamGoreng.id,
        nama_menu: ayamGoreng.nama,
        jumlah: 1,
        harga_satuan: 27_000,
        harga_total: 27_000,
        note: '',
        options,
      },
    ],
    payment: { id: 9, status: 'pending', amount: 27_000, verification: 'unverified' },
    ...overrides,
  });
}
