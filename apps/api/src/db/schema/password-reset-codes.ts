import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';
import { users } from './users';

export const passwordResetCodes = pgTable('password_reset_codes', {
  id: id(),
  // Unique: asking for a new code replaces the previous one.
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});
