import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Ids come from an identity sequence; "by default" lets the demo seed pin its ids. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Every instant is stored as `timestamptz`, i.e. in UTC. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `column in ('a', 'b')` for a check constraint over a fixed list of words. */
export const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
