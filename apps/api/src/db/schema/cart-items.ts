import { QUANTITY_MAX, QUANTITY_MIN } from '@dapur/shared/limits';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { foods } from './foods';
import { users } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id),
    jumlah: integer('jumlah').notNull(),
    /**
     * The customer's note to the dish, trimmed; '' is none. Never null: a unique index
     * treats nulls as different, and two lines without a note must be one.
     */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One line per dish and note: adding it again with that note raises the quantity instead.
    unique('cart_items_user_food_note_unique').on(table.userId, table.foodId, table.note),
    check(
      'cart_items_jumlah_range',
      sql`${table.jumlah} between ${sql.raw(String(QUANTITY_MIN))} and ${sql.raw(String(QUANTITY_MAX))}`,
    ),
  ],
);
