import type { ChosenOption } from '@dapur/shared/dish-options';
import { QUANTITY_MAX, QUANTITY_MIN } from '@dapur/shared/limits';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
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
    /**
     * The chosen options' ids, sorted and each once: part of the line's key, so the dish with
     * other options is another line. An array of integers reads the same from PGlite and
     * from node-postgres (decision 060).
     */
    optionIds: integer('option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * A copy of the chosen options as they were when added: the line still names an option
     * the family has removed since (checkout then refuses it). Today's names and prices are
     * read from food_options for the others.
     */
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One line per dish, note and options: adding it again the same way raises the quantity instead.
    unique('cart_items_user_food_note_options_unique').on(
      table.userId,
      table.foodId,
      table.note,
      table.optionIds,
    ),
    check(
      'cart_items_jumlah_range',
      sql`${table.jumlah} between ${sql.raw(String(QUANTITY_MIN))} and ${sql.raw(String(QUANTITY_MAX))}`,
    ),
  ],
);
