import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, foods, restaurant } from '../schema/index';
import { demoCategories, demoFoods } from './demo-menu';
import { DEMO_CITY, demoRestaurant } from './demo-restaurant';
import { demoQrisPayload } from '../../lib/qris/demo-payload';

/** Any constant works; it only has to be the same for every instance seeding this database. */
const SEED_LOCK_KEY = 4_242_001;

/**
 * Loads the demo restaurant when the menu is empty (no categories, no dishes). Ids follow
 * the order of demo-menu.ts, so `/foods/3` is always its third dish.
 */
export async function seedDemoMenu(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both see an empty menu.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // An owner who removed every category but kept dishes still has a menu.
    const [categoryCount] = await tx.select({ total: count() }).from(categories);
    const [foodCount] = await tx.select({ total: count() }).from(foods);
    if (categoryCount?.total !== 0 || foodCount?.total !== 0) return { seeded: false };

    const categoryIds = new Map(
      demoCategories.map((category, index) => [category.slug, index + 1]),
    );
    await tx.insert(categories).values(
      demoCategories.map((category, index) => ({
        id: index + 1,
        slug: category.slug,
        name: category.name,
        description: category.description,
        image: `categories/${category.slug}.webp`,
        leadTimeDays: category.leadTimeDays ?? 0,
      })),
    );
    await tx.insert(foods).values(
      demoFoods.map((food, index) => {
        const categoryId = categoryIds.get(food.category);
        if (categoryId === undefined) {
          throw new Error(`Demo dish ${food.slug} names unknown category ${food.category}`);
        }
        return {
          id: index + 1,
          slug: food.slug,
          categoryId,
          nama: food.nama,
          harga: food.harga,
          deskripsi: food.deskripsi,
          gambar: `foods/${food.slug}.webp`,
        };
      }),
    );
    // The ids above were given explicitly, so move the sequences past them.
    for (const table of ['categories', 'foods']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    return { seeded: true };
  });
}

/**
 * Gives a shop without a profile the demo restaurant's, which the family then edits. With
 * `demoQris` it gets the sample QRIS code as text too, so the demo shop's payment page shows
 * each order's code with its amount; not when the server has a QRIS_IMAGE of its own, which
 * the sample must not hide.
 */
export async function seedDemoRestaurant(
  db: Db,
  { demoQris }: { demoQris: boolean },
): Promise<{ seeded: boolean }> {
  const qrisPayload = demoQris
    ? demoQrisPayload({ merchantName: demoRestaurant.name, merchantCity: DEMO_CITY })
    : null;
  const inserted = await db
    .insert(restaurant)
    .values({ ...demoRestaurant, qrisPayload, id: 1 })
    .onConflictDoNothing({ target: restaurant.id })
    .returning({ id: restaurant.id });
  return { seeded: inserted.length > 0 };
}
