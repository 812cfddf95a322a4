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
  /**
   * The same code sealed with a key from the server secret (AES-GCM), so a request while
   * it is live emails this code again rather than a new one (decision 063). Null for codes
   * stored before it existed: those are replaced.
   */
  codeSealed: text('code_sealed'),
  expiresAt: timestampTz('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});
