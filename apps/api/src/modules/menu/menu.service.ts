import {
  menuMessages,
  type Category,
  type CategoryFoodsResponse,
  type CategoryWithFoods,
  type Food,
} from '@dapur/shared';
import { NotFoundError } from '../../lib/errors';
import { storageUrl } from '../../lib/storage-url';
import type { CategoryRow, FoodRow, MenuRepository } from './menu.repository';

export function createMenuService(repository: MenuRepository) {
  return {
    async listFoods(): Promise<Food[]> {
      const rows = await repository.listFoods();
      return rows.map(toFood);
    },

    async getFood(id: number): Promise<Food> {
      const row = await repository.findFood(id);
      if (!row) throw new NotFoundError('food_not_found', menuMessages.foodNotFound);
      return toFood(row);
    },

    async listCategoriesWithFoods(): Promise<CategoryWithFoods[]> {
      const [categoryRows, foodRows] = await Promise.all([
        repository.listCategories(),
        repository.listFoods(),
      ]);
      return categoryRows.map((category) => ({
        ...toCategory(category),
        foods: foodRows.filter((food) => food.categoryId === category.id).map(toFood),
      }));
    },

    async getCategoryFoods(id: number): Promise<Omit<CategoryFoodsResponse, 'status'>> {
      const category = await repository.findCategory(id);
      if (!category) throw new NotFoundError('category_not_found', menuMessages.categoryNotFound);
      const foodRows = await repository.listFoodsOfCategory(id);
      return { category: toCategory(category), foods: foodRows.map(toFood) };
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;

export function toFood(row: FoodRow): Food {
  return {
    id: row.id,
    nama: row.nama,
    harga: row.harga,
    deskripsi: row.deskripsi,
    gambar: row.gambar,
    gambar_url: storageUrl(row.gambar),
    category_id: row.categoryId,
    is_available: row.isAvailable,
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
