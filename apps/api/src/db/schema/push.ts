import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * The shop's VAPID key pair (RFC 8292), made once: every instance signs its pushes with it,
 * and a browser's subscription stays valid across restarts and instances. One row, id 1:
 * instances starting at once insert it with `on conflict do nothing` and all read the same.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: id(),
    /** base64url, uncompressed P-256 point: what a browser subscribes with. */
    publicKey: text('public_key').notNull(),
    /** base64url; never leaves the server. */
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('push_keys_one_row', sql`${table.id} = 1`)],
);

/** A family member's device that asked for push notifications (Web Push, RFC 8030). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device (https only). */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
