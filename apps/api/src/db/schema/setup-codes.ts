import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * One-time codes that let the first owner be created, one per server start while the shop
 * has no owner. Stored hashed, so any instance sharing the database accepts any of them;
 * all are deleted once an owner exists.
 */
export const setupCodes = pgTable('setup_codes', {
  id: id(),
  codeHash: text('code_hash').notNull().unique(),
  createdAt: createdAt(),
});
