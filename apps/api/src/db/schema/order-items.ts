import type { ChosenOption } from '@dapur/shared/dish-options';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { foods } from './foods';
import { orders } from './orders';

/** A copy of the dish as it was sold; later menu changes do not alter past orders. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    foodId: integer('food_id').references(() => foods.id, { onDelete: 'set null' }),
    namaMenu: text('nama_menu').notNull(),
    jumlah: integer('jumlah').notNull(),
    hargaSatuan: integer('harga_satuan').notNull(),
    hargaTotal: integer('harga_total').notNull(),
    /** The customer's note to the dish ("paha"); '' is none. */
    note: text('note').notNull().default(''),
    /**
     * A copy of each chosen option (id, group, name, price change) as ordered: renaming or
     * removing the option later never changes the order. `harga_satuan` includes them.
     */
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
  },
  (table) => [index('order_items_order_id_idx').on(table.orderId)],
);
