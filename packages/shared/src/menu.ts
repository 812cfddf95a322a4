/** The menu without zod: messages and types for any bundle. */
export type { Category, CategoryFoodsResponse, CategoryWithFoods, Food } from './schemas/menu';

/** What the server answers for a dish or category that is not on the menu. */
export const menuMessages = {
  /** 404 for an unknown dish, or one customers cannot order now. */
  foodNotFound: 'Makanan tidak ditemukan.',
  categoryNotFound: 'Kategori tidak ditemukan.',
} as const;
