import { OPTION_PRICE_DELTA_MAX } from '@dapur/shared/dish-options';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { foodOptionGroups } from './food-option-groups';

/** One way a dish comes ("Dada", "Telur" +Rp 5.000), within its group. */
export const foodOptions = pgTable(
  'food_options',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => foodOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Whole rupiah added to a portion's price; 0 or negative too. */
    priceDelta: integer('price_delta').notNull(),
    /** False while the family has it switched off for the day ("Telur habis"). */
    isAvailable: boolean('is_available').notNull().default(true),
    /** The family's order of the group's options, from 0. */
    position: integer('position').notNull(),
  },
  (table) => [
    index('food_options_group_id_idx').on(table.groupId, table.position),
    check(
      'food_options_price_delta_range',
      sql`${table.priceDelta} between ${sql.raw(String(-OPTION_PRICE_DELTA_MAX))} and ${sql.raw(String(OPTION_PRICE_DELTA_MAX))}`,
    ),
  ],
);
