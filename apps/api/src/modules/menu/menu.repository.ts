import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import { categories, foods } from '../../db/schema/index';

const foodColumns = {
  id: foods.id,
  nama: foods.nama,
  harga: foods.harga,
  deskripsi: foods.deskripsi,
  gambar: foods.gambar,
  categoryId: foods.categoryId,
  isAvailable: foods.isAvailable,
};

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  image: categories.image,
};

export type FoodRow = Pick<typeof foods.$inferSelect, keyof typeof foodColumns>;
export type CategoryRow = Pick<typeof categories.$inferSelect, keyof typeof categoryColumns>;

/** Dishes marked unavailable (sold out, off the menu) are hidden from customers. */
const onMenu = eq(foods.isAvailable, true);

export function createMenuRepository(db: Db) {
  return {
    listFoods(): Promise<FoodRow[]> {
      return db.select(foodColumns).from(foods).where(onMenu).orderBy(asc(foods.id));
    },

    async findFood(id: number): Promise<FoodRow | undefined> {
      if (!isStorableId(id)) return undefined;
      const [food] = await db
        .select(foodColumns)
        .from(foods)
        .where(and(eq(foods.id, id), onMenu));
      return food;
    },

    async listFoodsOfCategory(categoryId: number): Promise<FoodRow[]> {
      if (!isStorableId(categoryId)) return [];
      return db
        .select(foodColumns)
        .from(foods)
        .where(and(eq(foods.categoryId, categoryId), onMenu))
        .orderBy(asc(foods.id));
    },

    listCategories(): Promise<CategoryRow[]> {
      return db.select(categoryColumns).from(categories).orderBy(asc(categories.id));
    },

    async findCategory(id: number): Promise<CategoryRow | undefined> {
      if (!isStorableId(id)) return undefined;
      const [category] = await db
        .select(categoryColumns)
        .from(categories)
        .where(eq(categories.id, id));
      return category;
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
