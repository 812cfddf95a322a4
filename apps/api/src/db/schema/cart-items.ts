import { QUANTITY_MAX, QUANTITY_MIN } from '@dapur/shared/limits';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, unique } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One line per dish: adding it again raises the quantity instead.
    unique('cart_items_user_food_unique').on(table.userId, table.foodId),
    check(
      'cart_items_jumlah_range',
      sql`${table.jumlah} between ${sql.raw(String(QUANTITY_MIN))} and ${sql.raw(String(QUANTITY_MAX))}`,
    ),
  ],
);
