import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    /** Its name under /storage (a demo picture, or an upload in `pictures`), e.g. `categories/nasi-box.webp`. */
    image: text('image'),
    /** How many days ahead its dishes must be ordered (catering: 2); 0: the same day. */
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [check('categories_lead_time_days_non_negative', sql`${table.leadTimeDays} >= 0`)],
);
