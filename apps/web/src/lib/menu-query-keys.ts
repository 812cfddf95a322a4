/**
 * The public menu's queries (the catalog's pages, the order form's dish). Here rather than in
 * a feature so that the family's menu pages can refresh them after a change: the owner who
 * opens "Lihat toko" sees the new price or the sold-out dish at once.
 */
export const foodsQueryKey = ['foods'] as const;

export function foodQueryKey(foodId: number) {
  return [...foodsQueryKey, foodId] as const;
}

export const categoriesQueryKey = ['categories'] as const;

export function categoryFoodsQueryKey(categoryId: number) {
  return [...categoriesQueryKey, categoryId, 'foods'] as const;
}
