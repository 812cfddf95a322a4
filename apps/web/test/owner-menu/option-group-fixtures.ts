import type { OptionGroup } from '@dapur/shared/dish-options';
import type { AdminFood } from '@dapur/shared/menu';
import { adminFood, menuFoods } from './owner-fixtures';

/** A dish with no options yet: the family is about to add them. */
export const ayamGoreng: AdminFood = adminFood({
  id: 60,
  nama: 'Ayam Goreng',
  harga: 20_000,
  deskripsi: null,
  gambar: null,
  gambar_url: null,
  category_id: 1,
  is_available: true,
  option_groups: [],
});

export const bagian: OptionGroup = {
  id: 7,
  name: 'Bagian',
  required: true,
  min: 1,
  max: 1,
  options: [
    { id: 71, name: 'Paha', price_delta: 0, is_available: true },
    { id: 72, name: 'Dada', price_delta: 2_000, is_available: true },
  ],
};

/** Telur available, tempe switched off for the day. */
export const tambahan: OptionGroup = {
  id: 8,
  name: 'Tambahan',
  required: false,
  min: 0,
  max: 2,
  options: [
    { id: 81, name: 'Telur', price_delta: 5_000, is_available: true },
    { id: 82, name: 'Tempe', price_delta: 3_000, is_available: false },
  ],
};

/** The same dish once it has its two groups. */
export const ayamGorengWithOptions: AdminFood = {
  ...ayamGoreng,
  option_groups: [bagian, tambahan],
};

/** The family's menu with the dish as given. */
export function menuWith(food: AdminFood): AdminFood[] {
  return [...menuFoods, food];
}

export const OPTION_GROUPS = 'PUT /api/admin/foods/60/option-groups';
