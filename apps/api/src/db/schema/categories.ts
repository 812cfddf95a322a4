import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  /** File name under storage, e.g. `categories/nasi-box.webp`. */
  image: text('image'),
  createdAt: createdAt(),
});
