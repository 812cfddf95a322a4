import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definedOnly } from '../../db/changes';
import { isStorableId } from '../../db/ids';
import { categories, foods } from '../../db/schema/index';
import type { CatalogChanges } from '../../lib/catalog-cache';
import { deletePicture, insertPictures, type UploadedPictures } from '../../lib/pictures';
import {
  readOptionGroups,
  replaceOptionGroups,
  type OptionGroupsBody,
  type OptionGroupsByFood,
} from './option-groups.repository';

const foodColumns = {
  id: foods.id,
  nama: foods.nama,
  harga: foods.harga,
  deskripsi: foods.deskripsi,
  gambar: foods.gambar,
  categoryId: foods.categoryId,
  isAvailable: foods.isAvailable,
  archivedAt: foods.archivedAt,
};

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  image: categories.image,
  leadTimeDays: categories.leadTimeDays,
};

export type FoodRow = Pick<typeof foods.$inferSelect, keyof typeof foodColumns>;
export type CategoryRow = Pick<typeof categories.$inferSelect, keyof typeof categoryColumns>;
export type FoodChanges = Partial<
  Pick<typeof foods.$inferInsert, 'nama' | 'harga' | 'deskripsi' | 'categoryId' | 'isAvailable'>
>;
export type CategoryChanges = Partial<
  Pick<typeof categories.$inferInsert, 'name' | 'description' | 'leadTimeDays'>
>;

/** On the menu: every dish the family has not archived, sold-out ones included ("Habis"). */
const onMenu = isNull(foods.archivedAt);

/** Customers' reads are kept in the catalog cache: every write goes through `catalog.change`. */
export function createMenuRepository(db: Db, catalog: CatalogChanges) {
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

    /** The dishes' option groups, in one query for them all. */
    optionGroupsOf(foodIds: readonly number[]): Promise<OptionGroupsByFood> {
      return readOptionGroups(db, foodIds);
    },

    // The family's side: archived dishes too, and every change.

    /** Customers see the new groups at once: the write drops the catalog's copies. */
    replaceOptionGroups(foodId: number, groups: OptionGroupsBody) {
      return catalog.change(db, (tx) => replaceOptionGroups(tx, foodId, groups));
    },

    listAllFoods(): Promise<FoodRow[]> {
      return db.select(foodColumns).from(foods).orderBy(asc(foods.id));
    },

    async findAnyFood(id: number): Promise<FoodRow | undefined> {
      if (!isStorableId(id)) return undefined;
      const [food] = await db.select(foodColumns).from(foods).where(eq(foods.id, id));
      return food;
    },

    async insertFood(
      food: FoodChanges & Pick<typeof foods.$inferInsert, 'nama' | 'harga' | 'slug'>,
    ) {
      return catalog.change(db, async (tx) => {
        const [row] = await tx.insert(foods).values(food).returning(foodColumns);
        return row!;
      });
    },

    async updateFood(
      id: number,
      changes: FoodChanges & Pick<Partial<typeof foods.$inferInsert>, 'archivedAt'>,
    ): Promise<FoodRow | undefined> {
      if (!isStorableId(id)) return undefined;
      const set = definedOnly(changes);
      if (Object.keys(set).length === 0) return this.findAnyFood(id);
      return catalog.change(db, async (tx) => {
        const [row] = await tx
          .update(foods)
          .set(set)
          .where(eq(foods.id, id))
          .returning(foodColumns);
        return row;
      });
    },

    /**
     * Stores the upload's pictures as the dish's photo and deletes the ones it replaced, in
     * one transaction; undefined, storing nothing, when there is no such dish.
     */
    async replaceFoodImage(id: number, upload: UploadedPictures): Promise<true | undefined> {
      if (!isStorableId(id)) return undefined;
      return catalog.change(db, (tx) => replaceImage(tx, 'foods', id, upload));
    },

    /** Every category with how many dishes customers see in it. */
    async listCategoriesWithCounts(): Promise<(CategoryRow & { foodCount: number })[]> {
      return db
        .select({ ...categoryColumns, foodCount: count(foods.id) })
        .from(categories)
        .leftJoin(foods, and(eq(foods.categoryId, categories.id), onMenu))
        .groupBy(categories.id)
        .orderBy(asc(categories.id));
    },

    async countFoodsIn(categoryId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(foods)
        .where(and(eq(foods.categoryId, categoryId), onMenu));
      return row?.total ?? 0;
    },

    async insertCategory(
      category: CategoryChanges & Pick<typeof categories.$inferInsert, 'name' | 'slug'>,
    ): Promise<CategoryRow> {
      return catalog.change(db, async (tx) => {
        const [row] = await tx.insert(categories).values(category).returning(categoryColumns);
        return row!;
      });
    },

    async updateCategory(id: number, changes: CategoryChanges): Promise<CategoryRow | undefined> {
      if (!isStorableId(id)) return undefined;
      const set = definedOnly(changes);
      if (Object.keys(set).length === 0) return this.findCategory(id);
      return catalog.change(db, async (tx) => {
        const [row] = await tx
          .update(categories)
          .set(set)
          .where(eq(categories.id, id))
          .returning(categoryColumns);
        return row;
      });
    },

    /**
     * Its dishes stay, uncategorised (the foreign key sets them to null); its uploaded photo
     * goes with it. Returns the deleted row.
     */
    async deleteCategory(id: number): Promise<CategoryRow | undefined> {
      if (!isStorableId(id)) return undefined;
      return catalog.change(db, async (tx) => {
        const [row] = await tx
          .delete(categories)
          .where(eq(categories.id, id))
          .returning(categoryColumns);
        if (row) await deletePicture(tx, row.image);
        return row;
      });
    },

    /** As replaceFoodImage, for a category. */
    async replaceCategoryImage(id: number, upload: UploadedPictures): Promise<true | undefined> {
      if (!isStorableId(id)) return undefined;
      return catalog.change(db, (tx) => replaceImage(tx, 'categories', id, upload));
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;

/**
 * The swap with the row locked (in the caller's transaction), so two uploads racing each
 * delete what they replaced, and a picture is never stored for a row that is gone.
 */
async function replaceImage(
  tx: Db,
  table: 'foods' | 'categories',
  id: number,
  upload: UploadedPictures,
): Promise<true | undefined> {
  const column = table === 'foods' ? foods.gambar : categories.image;
  const idColumn = table === 'foods' ? foods.id : categories.id;
  const [before] = await tx
    .select({ file: column })
    .from(table === 'foods' ? foods : categories)
    .where(eq(idColumn, id))
    .for('update');
  if (!before) return undefined;
  await insertPictures(tx, upload.pictures);
  if (table === 'foods')
    await tx.update(foods).set({ gambar: upload.name }).where(eq(foods.id, id));
  else await tx.update(categories).set({ image: upload.name }).where(eq(categories.id, id));
  await deletePicture(tx, before.file);
  return true;
}
