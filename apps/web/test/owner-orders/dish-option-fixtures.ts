import type { PrepLine } from '@dapur/shared/reports';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { adminOrder } from './owner-fixtures';

/** Ayam goreng with a part, a spice level and an egg, and a plain iced tea. */
export function orderWithOptions(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrder({
    id: 41,
    food_name: 'Ayam Goreng (Dada, Level 2, Telur) x2, Es Teh Manis x1',
    items: [
      {
        food_id: 60,
        nama_menu: 'Ayam Goreng',
        jumlah: 2,
        harga_satuan: 27_000,
        harga_total: 54_000,
        note: 'sambal dipisah',
        options: [
          { id: 72, group: 'Bagian', name: 'Dada', price_delta: 2_000 },
          { id: 91, group: 'Level pedas', name: 'Level 2', price_delta: 0 },
          { id: 81, group: 'Tambahan', name: 'Telur', price_delta: 5_000 },
        ],
      },
      {
        food_id: 20,
        nama_menu: 'Es Teh Manis',
        jumlah: 1,
        harga_satuan: 5_000,
        harga_total: 5_000,
        note: '',
        options: [],
      },
    ],
    ...overrides,
  });
}

/** Five ayam goreng in two groups of options, and a dish without any. */
export const prepWithOptions: PrepLine[] = [
  {
    food_id: 60,
    nama_menu: 'Ayam Goreng',
    jumlah: 5,
    options: [
      { group: 'Bagian', name: 'Paha', jumlah: 3 },
      { group: 'Tambahan', name: 'Telur', jumlah: 2 },
      { group: 'Bagian', name: 'Dada', jumlah: 2 },
    ],
  },
  { food_id: 3, nama_menu: 'Nasi Goreng Kampung', jumlah: 4, options: [] },
];
