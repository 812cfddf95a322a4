import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRoles } from '@dapur/shared/auth';
import { createdAt, id, oneOf, timestampTz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    alamat: text('alamat').notNull(),
    telephone: text('telephone').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    /** Tokens issued before this instant are void (set by a password reset); null: none are. */
    tokensValidAfter: timestampTz('tokens_valid_after'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Addresses that differ only in letter case belong to one person.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in (${sql.raw(oneOf(userRoles))})`),
  ],
);
