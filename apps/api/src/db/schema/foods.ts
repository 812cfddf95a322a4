import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { createdAt, id, updatedAt } from './columns';

export const foods = pgTable(
  'foods',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    // Removing a category leaves its dishes on the menu, uncategorised.
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    nama: text('nama').notNull(),
    /** Whole rupiah. */
    harga: integer('harga').notNull(),
    deskripsi: text('deskripsi'),
    /** File name under storage, e.g. `foods/nasi-goreng.webp`. */
    gambar: text('gambar'),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('foods_harga_non_negative', sql`${table.harga} >= 0`),
    index('foods_category_id_idx').on(table.categoryId),
  ],
);
