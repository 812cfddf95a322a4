import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';
import { users } from './users';

/** An emailed link that lets a family member become an owner: single use, 48 hours. */
export const invites = pgTable(
  'invites',
  {
    id: id(),
    email: text('email').notNull(),
    /** SHA-256 of the link's random token; the token itself is only in the email. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    createdAt: createdAt(),
  },
  (table) => [index('invites_expires_at_idx').on(table.expiresAt)],
);
