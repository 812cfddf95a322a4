import type { Category, Food } from '@dapur/shared/menu';

/** Lower case without accents or extra spaces, so "Soto  ayam" finds "Soto Ayam". */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The dishes whose name holds every word of the query, in menu order; all for an empty query. */
export function filterFoods(foods: readonly Food[], query: string): Food[] {
  const words = searchKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...foods];
  return foods.filter((food) => {
    const name = searchKey(food.nama);
    return words.every((word) => name.includes(word));
  });
}

export interface MenuSection {
  /** `null`: the dishes in no category (or one the menu no longer lists). */
  category: Pick<Category, 'id' | 'name'> | null;
  foods: Food[];
}

export const OTHER_SECTION_NAME = 'Lainnya';

/**
 * The dishes under their categories, in the categories' order, empty ones left out; dishes
 * in no known category come last, under "Lainnya".
 */
export function groupByCategory(
  foods: readonly Food[],
  categories: readonly Pick<Category, 'id' | 'name'>[],
): MenuSection[] {
  const known = new Set(categories.map((category) => category.id));
  const sections: MenuSection[] = categories
    .map((category) => ({
      category,
      foods: foods.filter((food) => food.category_id === category.id),
    }))
    .filter((section) => section.foods.length > 0);
  const other = foods.filter((food) => food.category_id === null || !known.has(food.category_id));
  if (other.length > 0) sections.push({ category: null, foods: other });
  return sections;
}
