import type { AdminCategory, AdminFood } from '@dapur/shared/menu';

export interface FoodGroup {
  /** null: the dishes in no category. */
  categoryId: number | null;
  name: string;
  foods: AdminFood[];
}

/** Lower case without accents, so "sate" finds "Saté". */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('id');
}

/**
 * The dishes on the menu (archived ones left out) whose name holds `query`, grouped by
 * category in the order customers see them, the uncategorised ones last. Categories without
 * a matching dish are left out.
 */
export function groupFoods(
  foods: AdminFood[],
  categories: AdminCategory[],
  query: string,
  uncategorisedName: string,
): FoodGroup[] {
  const wanted = searchable(query.trim());
  const onMenu = foods.filter(
    (food) => !food.archived && (wanted === '' || searchable(food.nama).includes(wanted)),
  );
  const known = new Set(categories.map((category) => category.id));
  const groups: FoodGroup[] = categories.map((category) => ({
    categoryId: category.id,
    name: category.name,
    foods: onMenu.filter((food) => food.category_id === category.id),
  }));
  groups.push({
    categoryId: null,
    name: uncategorisedName,
    foods: onMenu.filter((food) => food.category_id === null || !known.has(food.category_id)),
  });
  return groups.filter((group) => group.foods.length > 0);
}
