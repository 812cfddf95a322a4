import type { CategoryWithFoods, Food } from '@dapur/shared/menu';

export const nasiGoreng: Food = {
  id: 3,
  nama: 'Nasi Goreng Kampung',
  harga: 25_000,
  deskripsi: 'Nasi goreng bumbu ulek dengan terasi, telur mata sapi, acar timun dan kerupuk.',
  gambar: 'foods/nasi-goreng-kampung.webp',
  gambar_url: '/storage/foods/nasi-goreng-kampung.webp',
  category_id: 1,
  is_available: true,
  option_groups: [],
};

export const rendang: Food = {
  id: 2,
  nama: 'Nasi Box Rendang Sapi',
  harga: 38_000,
  deskripsi: 'Nasi putih dengan rendang sapi yang dimasak enam jam.',
  gambar: 'foods/nasi-box-rendang.webp',
  gambar_url: '/storage/foods/nasi-box-rendang.webp',
  category_id: 1,
  is_available: true,
  option_groups: [],
};

export const esTeh: Food = {
  id: 20,
  nama: 'Es Teh Manis',
  harga: 5_000,
  deskripsi: null,
  gambar: null,
  gambar_url: null,
  category_id: 5,
  is_available: true,
  option_groups: [],
};

export const nasiBox: CategoryWithFoods = {
  id: 1,
  name: 'Nasi Box',
  description: 'Nasi lengkap dengan lauk, sayur, sambal dan kerupuk dalam kotak.',
  image_url: '/storage/categories/nasi-box.webp',
  lead_time_days: 0,
  foods: [rendang, nasiGoreng],
};

export const minuman: CategoryWithFoods = {
  id: 5,
  name: 'Minuman',
  description: null,
  image_url: '/storage/categories/minuman.webp',
  lead_time_days: 0,
  foods: [esTeh],
};

export function success<T>(data: T) {
  return { status: 'success', data };
}

export function apiError(message: string) {
  return { status: 'error', message };
}
