import { randomBytes } from 'node:crypto';
import {
  menuMessages,
  optionMessages,
  type AdminCategory,
  type AdminFood,
  type categoryCreateBodySchema,
  type categoryUpdateBodySchema,
  type foodCreateBodySchema,
  type foodUpdateBodySchema,
  type optionGroupsBodySchema,
} from '@dapur/shared';
import type { z } from 'zod';
import { InvalidError, NotFoundError } from '../../lib/errors';
import { menuPhoto } from '../../lib/images';
import { uploadedPictures } from '../../lib/pictures';
import type { CategoryRow, FoodRow, MenuRepository } from './menu.repository';
import { foodsWithOptions, toCategory } from './menu.service';
import { cheapestChoiceDelta } from './option-rules';

type FoodUpdate = z.output<typeof foodUpdateBodySchema>;
type CategoryUpdate = z.output<typeof categoryUpdateBodySchema>;

/** The family's side of the menu: every dish and category, their changes and their photos. */
export function createAdminMenuService(repository: MenuRepository) {
  const foodNotFound = () => new NotFoundError('food_not_found', menuMessages.foodNotFound);
  const categoryNotFound = () =>
    new NotFoundError('category_not_found', menuMessages.categoryNotFound);

  /** A category named in a body must exist: 422 on `category_id` otherwise. */
  async function checkCategory(categoryId: number | null | undefined): Promise<void> {
    if (categoryId === null || categoryId === undefined) return;
    if (!(await repository.findCategory(categoryId))) {
      throw new InvalidError('category_invalid', menuMessages.categoryInvalid, {
        category_id: [menuMessages.categoryInvalid],
      });
    }
  }

  function foodChanges(update: FoodUpdate) {
    return {
      nama: update.nama,
      harga: update.harga,
      deskripsi: update.deskripsi,
      categoryId: update.category_id,
      isAvailable: update.is_available,
    };
  }

  const toFoods = foodsWithOptions(repository);
  const toAdminFoods = async (rows: FoodRow[]): Promise<AdminFood[]> =>
    (await toFoods(rows)).map((food, index) => ({
      ...food,
      archived: rows[index]!.archivedAt !== null,
    }));
  const toAdminFood = async (row: FoodRow): Promise<AdminFood> => (await toAdminFoods([row]))[0]!;

  async function toAdminCategory(row: CategoryRow): Promise<AdminCategory> {
    return { ...toCategory(row), food_count: await repository.countFoodsIn(row.id) };
  }

  return {
    async listFoods(): Promise<AdminFood[]> {
      return toAdminFoods(await repository.listAllFoods());
    },

    /** One dish as the family sees it, sold out or archived. */
    async getFood(id: number): Promise<AdminFood> {
      const row = await repository.findAnyFood(id);
      if (!row) throw foodNotFound();
      return toAdminFood(row);
    },

    async createFood(food: z.output<typeof foodCreateBodySchema>): Promise<AdminFood> {
      await checkCategory(food.category_id);
      const row = await repository.insertFood({
        ...foodChanges(food),
        nama: food.nama,
        harga: food.harga,
        slug: slugOf(food.nama),
      });
      return toAdminFood(row);
    },

    async updateFood(id: number, update: FoodUpdate): Promise<AdminFood> {
      await checkCategory(update.category_id);
      const row = await repository.updateFood(id, foodChanges(update));
      if (!row) throw foodNotFound();
      return toAdminFood(row);
    },

    /** Off every public list and out of reach of new orders; past orders keep it. */
    async archiveFood(id: number): Promise<AdminFood> {
      const current = await repository.findAnyFood(id);
      if (!current) throw foodNotFound();
      const row = await repository.updateFood(id, { archivedAt: current.archivedAt ?? new Date() });
      return toAdminFood(row!);
    },

    async replaceFoodPhoto(id: number, upload: Buffer): Promise<AdminFood> {
      const food = await repository.findAnyFood(id);
      if (!food) throw foodNotFound();
      const { large, small } = await menuPhoto(upload);
      const photo = uploadedPictures('foods', food.nama, '.webp', { main: large, small });
      if (!(await repository.replaceFoodImage(id, photo))) throw foodNotFound();
      return toAdminFood({ ...food, gambar: photo.name });
    },

    /**
     * Replaces the dish's option groups with the ones sent (the body schema has checked
     * each group); the one rule left to the server is that no allowed choice may take a
     * portion below Rp 0. An archived dish is as unknown as a missing one.
     */
    async replaceOptionGroups(
      id: number,
      { option_groups: groups }: z.output<typeof optionGroupsBodySchema>,
    ): Promise<AdminFood> {
      const food = await repository.findAnyFood(id);
      if (!food || food.archivedAt !== null) throw foodNotFound();
      if (food.harga + cheapestChoiceDelta(groups) < 0) {
        throw new InvalidError('option_price_below_zero', optionMessages.belowZero, {
          option_groups: [optionMessages.belowZero],
        });
      }
      const refused = await repository.replaceOptionGroups(id, groups);
      if (refused === 'food_not_found') throw foodNotFound();
      if (refused === 'unknown_id') {
        throw new InvalidError('option_unknown_id', optionMessages.unknownId, {
          option_groups: [optionMessages.unknownId],
        });
      }
      return toAdminFood((await repository.findAnyFood(id))!);
    },

    async listCategories(): Promise<AdminCategory[]> {
      const rows = await repository.listCategoriesWithCounts();
      return rows.map(({ foodCount, ...row }) => ({ ...toCategory(row), food_count: foodCount }));
    },

    async getCategory(id: number): Promise<AdminCategory> {
      const row = await repository.findCategory(id);
      if (!row) throw categoryNotFound();
      return toAdminCategory(row);
    },

    async createCategory(
      category: z.output<typeof categoryCreateBodySchema>,
    ): Promise<AdminCategory> {
      const row = await repository.insertCategory({
        name: category.name,
        description: category.description,
        leadTimeDays: category.lead_time_days,
        slug: slugOf(category.name),
      });
      return toAdminCategory(row);
    },

    async updateCategory(id: number, update: CategoryUpdate): Promise<AdminCategory> {
      const row = await repository.updateCategory(id, {
        name: update.name,
        description: update.description,
        leadTimeDays: update.lead_time_days,
      });
      if (!row) throw categoryNotFound();
      return toAdminCategory(row);
    },

    /** Its dishes stay on the menu, uncategorised; its uploaded photo goes. */
    async deleteCategory(id: number): Promise<void> {
      if (!(await repository.deleteCategory(id))) throw categoryNotFound();
    },

    async replaceCategoryPhoto(id: number, upload: Buffer): Promise<AdminCategory> {
      const category = await repository.findCategory(id);
      if (!category) throw categoryNotFound();
      const { large, small } = await menuPhoto(upload);
      const photo = uploadedPictures('categories', category.name, '.webp', {
        main: large,
        small,
      });
      if (!(await repository.replaceCategoryImage(id, photo))) throw categoryNotFound();
      return toAdminCategory({ ...category, image: photo.name });
    },
  };
}

export type AdminMenuService = ReturnType<typeof createAdminMenuService>;

/** A unique slug for a new dish or category: its name, and a few random letters. */
function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'menu'}-${randomBytes(3).toString('hex')}`;
}
