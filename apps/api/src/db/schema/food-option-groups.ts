import { OPTIONS_PER_GROUP_MAX } from '@dapur/shared/dish-options';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { foods } from './foods';

/** A choice a dish comes with ("Bagian: paha / dada"); its options are in food_options. */
export const foodOptionGroups = pgTable(
  'food_option_groups',
  {
    id: id(),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Always `min` ≥ 1 (a check keeps the two in step): the wire carries both. */
    required: boolean('required').notNull(),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    /** The family's order of the dish's groups, from 0. */
    position: integer('position').notNull(),
  },
  (table) => [
    index('food_option_groups_food_id_idx').on(table.foodId, table.position),
    check(
      'food_option_groups_counts',
      sql`${table.min} >= 0 and ${table.max} >= 1 and ${table.min} <= ${table.max} and ${table.max} <= ${sql.raw(String(OPTIONS_PER_GROUP_MAX))}`,
    ),
    check('food_option_groups_required_min', sql`${table.required} = (${table.min} >= 1)`),
  ],
);
