import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushKeys } from '../../db/schema/index';

/** The one row of push_keys. */
const KEY_ROW_ID = 1;

/** The shop's VAPID key pair, base64url (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function createPushKeysRepository(db: Db) {
  return {
    async find(): Promise<VapidKeys | undefined> {
      const [row] = await db
        .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
        .from(pushKeys)
        .where(eq(pushKeys.id, KEY_ROW_ID));
      return row;
    },

    /** Stores the pair unless one is there already: instances starting at once keep the first. */
    async insertIfMissing(keys: VapidKeys): Promise<void> {
      await db
        .insert(pushKeys)
        .values({ id: KEY_ROW_ID, ...keys })
        .onConflictDoNothing({ target: pushKeys.id });
    },
  };
}

export type PushKeysRepository = ReturnType<typeof createPushKeysRepository>;
