import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/** Ids of logged-out or refreshed tokens; rows can be purged once `expires_at` has passed. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);
