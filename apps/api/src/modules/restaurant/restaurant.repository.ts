import { eq } from 'drizzle-orm';
import { definedOnly } from '../../db/changes';
import type { Db } from '../../db/client';
import { restaurant } from '../../db/schema/index';
import type { CatalogChanges } from '../../lib/catalog-cache';
import { deletePicture, insertPictures, type UploadedPictures } from '../../lib/pictures';

export type RestaurantRow = typeof restaurant.$inferSelect;
export type RestaurantChanges = Partial<Omit<typeof restaurant.$inferInsert, 'id' | 'updatedAt'>>;

const THE_RESTAURANT = eq(restaurant.id, 1);

/**
 * The one row of the restaurant's profile and settings (seeded at start, never deleted).
 * Its public part is in the catalog cache: every change goes through `catalog.change`.
 */
export function createRestaurantRepository(db: Db, catalog: CatalogChanges) {
  return {
    async get(): Promise<RestaurantRow> {
      const [row] = await db.select().from(restaurant).where(THE_RESTAURANT);
      if (!row) throw new Error('The restaurant profile is missing: the seed did not run.');
      return row;
    },

    async update(changes: RestaurantChanges): Promise<RestaurantRow> {
      const set = definedOnly(changes);
      if (Object.keys(set).length === 0) return this.get();
      return catalog.change(db, async (tx) => {
        const [row] = await tx.update(restaurant).set(set).where(THE_RESTAURANT).returning();
        return row!;
      });
    },

    /**
     * Stores the uploaded QRIS picture with the code read from it (null: none) and deletes
     * the picture it replaced, in one transaction.
     */
    async replaceQrisImage(
      upload: UploadedPictures,
      payload: string | null,
    ): Promise<RestaurantRow> {
      return catalog.change(db, async (tx) => {
        const [before] = await tx
          .select({ qrisImage: restaurant.qrisImage })
          .from(restaurant)
          .where(THE_RESTAURANT)
          .for('update');
        await insertPictures(tx, upload.pictures);
        const [row] = await tx
          .update(restaurant)
          .set({ qrisImage: upload.name, qrisPayload: payload })
          .where(THE_RESTAURANT)
          .returning();
        await deletePicture(tx, before?.qrisImage ?? null);
        return row!;
      });
    },
  };
}

export type RestaurantRepository = ReturnType<typeof createRestaurantRepository>;
