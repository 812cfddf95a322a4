import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const suggestions = pgTable(
  'suggestions',
  {
    id: id(),
    // A suggestion outlives its author's account and then shows as anonymous.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Hidden by the family: kept, but no longer on the home page. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('suggestions_created_at_idx').on(table.createdAt.desc())],
);
