import {
  menuMessages,
  type Category,
  type CategoryFoodsResponse,
  type CategoryWithFoods,
  type Food,
  type OptionGroup,
} from '@dapur/shared';
import { NotFoundError } from '../../lib/errors';
import { storageUrl } from '../../lib/storage-url';
import type { CategoryRow, FoodRow, MenuRepository } from './menu.repository';

export function createMenuService(repository: MenuRepository) {
  const toFoods = foodsWithOptions(repository);

  return {
    listFoods: async (): Promise<Food[]> => toFoods(await repository.listFoods()),

    async getFood(id: number): Promise<Food> {
      const row = await repository.findFood(id);
      if (!row) throw new NotFoundError('food_not_found', menuMessages.foodNotFound);
      const [food] = await toFoods([row]);
      return food!;
    },

    async listCategoriesWithFoods(): Promise<CategoryWithFoods[]> {
      const [categoryRows, foodRows] = await Promise.all([
        repository.listCategories(),
        repository.listFoods(),
      ]);
      const allFoods = await toFoods(foodRows);
      return categoryRows.map((category) => ({
        ...toCategory(category),
        foods: allFoods.filter((food) => food.category_id === category.id),
      }));
    },

    async getCategoryFoods(id: number): Promise<Omit<CategoryFoodsResponse, 'status'>> {
      const category = await repository.findCategory(id);
      if (!category) throw new NotFoundError('category_not_found', menuMessages.categoryNotFound);
      const foodRows = await repository.listFoodsOfCategory(id);
      return { category: toCategory(category), foods: await toFoods(foodRows) };
    },
  };
}

/** Dishes on the wire with their option groups, read in one query for the whole list. */
export function foodsWithOptions(repository: Pick<MenuRepository, 'optionGroupsOf'>) {
  return async (rows: FoodRow[]): Promise<Food[]> => {
    const groups = await repository.optionGroupsOf(rows.map((row) => row.id));
    return rows.map((row) => toFood(row, groups.get(row.id) ?? []));
  };
}

export type MenuService = ReturnType<typeof createMenuService>;

export function toFood(row: FoodRow, optionGroups: OptionGroup[]): Food {
  return {
    id: row.id,
    nama: row.nama,
    harga: row.harga,
    deskripsi: row.deskripsi,
    gambar: row.gambar,
    gambar_url: storageUrl(row.gambar),
    category_id: row.categoryId,
    is_available: row.isAvailable,
    option_groups: optionGroups,
  };
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: storageUrl(row.image),
    lead_time_days: row.leadTimeDays,
  };
}
