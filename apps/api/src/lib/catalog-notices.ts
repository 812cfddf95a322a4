import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The PostgreSQL channel on which every instance hears that the menu or the profile changed. */
export const CATALOG_CHANNEL = 'dapur_catalog';

/**
 * Announces a change to the menu or the restaurant's profile from inside the transaction
 * that makes it: every instance hears it when (and only if) that transaction commits, and
 * drops its cached copies of the catalog. The notice carries nothing: any change drops all.
 */
export async function announceCatalogChange(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}
