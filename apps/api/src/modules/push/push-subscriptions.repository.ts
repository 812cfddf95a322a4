import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema/index';

const deviceColumns = {
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** A device to push to: the push service's URL and the browser's keys (RFC 8291). */
export type PushDevice = Pick<typeof pushSubscriptions.$inferSelect, keyof typeof deviceColumns>;

export function createPushSubscriptionsRepository(db: Db) {
  return {
    /**
     * One row per endpoint: a device subscribing again (new keys), or now signed in as another
     * owner, replaces its row.
     */
    async save(userId: number, device: PushDevice): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...device })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: device.p256dh, auth: device.auth },
        });
    },

    /** Only the caller's own device; another owner's stays. */
    async removeOwn(userId: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /**
     * A device its push service no longer knows. The keys must match the ones pushed with, so
     * a device that subscribed again meanwhile keeps its new row.
     */
    async removeGone({ endpoint, p256dh }: PushDevice): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.p256dh, p256dh)));
    },

    async ofUser(userId: number): Promise<PushDevice[]> {
      return db
        .select(deviceColumns)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.id);
    },

    /** Every device of everyone who is an owner now (a removed owner's devices hear nothing). */
    async ofOwners(): Promise<PushDevice[]> {
      return db
        .select(deviceColumns)
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(eq(users.role, 'owner'))
        .orderBy(pushSubscriptions.id);
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
