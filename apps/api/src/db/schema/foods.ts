import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { createdAt, id, timestampTz, updatedAt } from './columns';

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
    /** Its name under /storage (a demo picture, or an upload in `pictures`), e.g. `foods/nasi-goreng.webp`. */
    gambar: text('gambar'),
    /** False while sold out: listed as "Habis", refused by the cart and the order calls. */
    isAvailable: boolean('is_available').notNull().default(true),
    /** Removed by the family: gone from every public list, kept on past orders. */
    archivedAt: timestampTz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('foods_harga_non_negative', sql`${table.harga} >= 0`),
    index('foods_category_id_idx').on(table.categoryId),
  ],
);
