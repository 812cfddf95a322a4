import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStorableId } from '../../db/ids';
import {
  invites,
  passwordResetCodes,
  pushSubscriptions,
  setupCodes,
  users,
} from '../../db/schema/index';
import { byEmail, userColumns, type UserRow } from '../auth/users.repository';

/** Serialises the creation of the first owner across instances sharing a database. */
const FIRST_OWNER_LOCK_KEY = 4_242_002;

const ownerColumns = { id: users.id, name: users.name, email: users.email };
const inviteColumns = { id: invites.id, email: invites.email, expiresAt: invites.expiresAt };

/** An account as setup and invites respond with it. */
export type OwnerUserRow = UserRow;
export type InviteRow = Pick<typeof invites.$inferSelect, keyof typeof inviteColumns>;
export type NewOwner = Pick<
  typeof users.$inferInsert,
  'name' | 'alamat' | 'telephone' | 'email' | 'passwordHash'
>;

export function createOwnersRepository(db: Db) {
  return {
    async hasOwner(): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'owner'))
        .limit(1);
      return row !== undefined;
    },

    /** The one code that works from now on: every earlier one is retired with it. */
    async replaceSetupCodes(codeHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(setupCodes);
        await tx.insert(setupCodes).values({ codeHash });
      });
    },

    async isSetupCode(codeHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: setupCodes.id })
        .from(setupCodes)
        .where(eq(setupCodes.codeHash, codeHash));
      return row !== undefined;
    },

    /**
     * Creates the first owner and retires every setup code, in one transaction under an
     * advisory lock: of two instances (or two taps) only one creates it. Undefined when
     * an owner exists already. Throws a unique violation when the email is taken.
     */
    async createFirstOwner(owner: NewOwner): Promise<OwnerUserRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_OWNER_LOCK_KEY})`);
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'owner'))
          .limit(1);
        if (existing) return undefined;
        const [row] = await tx
          .insert(users)
          .values({ ...owner, role: 'owner' })
          .returning(userColumns);
        await tx.delete(setupCodes);
        return row;
      });
    },

    async findUserByEmail(email: string): Promise<OwnerUserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(byEmail(email));
      return row;
    },

    async findUser(id: number): Promise<OwnerUserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async insertInvite(invite: typeof invites.$inferInsert): Promise<InviteRow> {
      const [row] = await db.insert(invites).values(invite).returning(inviteColumns);
      return row!;
    },

    /** An invite that can still be taken: not used, not expired. */
    async findOpenInvite(tokenHash: string, now: Date): Promise<InviteRow | undefined> {
      const [row] = await db.select(inviteColumns).from(invites).where(openInvite(tokenHash, now));
      return row;
    },

    /**
     * Takes the invite, once: its email becomes an owner's account, a new one or the
     * existing account with this email, which takes the new password (the emailed link
     * proves the address) and loses its other sessions. Undefined when the invite is gone.
     */
    async acceptInvite(
      tokenHash: string,
      now: Date,
      account: Omit<NewOwner, 'email'>,
    ): Promise<OwnerUserRow | undefined> {
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .update(invites)
          .set({ acceptedAt: now })
          .where(openInvite(tokenHash, now))
          .returning({ email: invites.email });
        if (!invite) return undefined;
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(byEmail(invite.email));
        if (existing) {
          const [row] = await tx
            .update(users)
            .set({ ...account, role: 'owner', tokensValidAfter: now })
            .where(eq(users.id, existing.id))
            .returning(userColumns);
          return row;
        }
        const [row] = await tx
          .insert(users)
          .values({ ...account, email: invite.email, role: 'owner' })
          .returning(userColumns);
        return row;
      });
    },

    /**
     * Gives the owner with this email a new password and ends every session they have
     * (tokens issued before `now`); a reset code emailed to them stops working too.
     * Returns the account with the email, changed only when it is an owner's.
     */
    async setOwnerPassword(
      email: string,
      passwordHash: string,
      now: Date,
    ): Promise<OwnerUserRow | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select(userColumns).from(users).where(byEmail(email)).for('update');
        if (user?.role !== 'owner') return user;
        await tx
          .update(users)
          .set({ passwordHash, tokensValidAfter: now })
          .where(eq(users.id, user.id));
        await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
        return user;
      });
    },

    /** Takes back an invite not yet accepted (expired ones too). False when there is none. */
    async deleteInvite(id: number): Promise<boolean> {
      if (!isStorableId(id)) return false;
      const deleted = await db
        .delete(invites)
        .where(and(eq(invites.id, id), isNull(invites.acceptedAt)))
        .returning({ id: invites.id });
      return deleted.length === 1;
    },

    /**
     * Makes owner `id` a customer again and ends every session they have (tokens issued
     * before `now`); their devices stop getting the family's pushes. The owners' rows are
     * locked first, so two owners removing each other at once leave one: the second is
     * refused as the last owner.
     */
    async removeOwner(
      id: number,
      removedBy: number,
      now: Date,
    ): Promise<'removed' | 'not_found' | 'last_owner' | 'self'> {
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'owner'))
          .orderBy(asc(users.id))
          .for('update');
        if (!owners.some((owner) => owner.id === id)) return 'not_found';
        if (owners.length === 1) return 'last_owner';
        if (id === removedBy) return 'self';
        await tx
          .update(users)
          .set({ role: 'customer', tokensValidAfter: now })
          .where(eq(users.id, id));
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
        return 'removed';
      });
    },

    listOwners() {
      return db
        .select(ownerColumns)
        .from(users)
        .where(eq(users.role, 'owner'))
        .orderBy(asc(users.id));
    },

    listOpenInvites(now: Date): Promise<InviteRow[]> {
      return db
        .select(inviteColumns)
        .from(invites)
        .where(and(isNull(invites.acceptedAt), gt(invites.expiresAt, now)))
        .orderBy(asc(invites.id));
    },
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;

function openInvite(tokenHash: string, now: Date) {
  return and(
    eq(invites.tokenHash, tokenHash),
    isNull(invites.acceptedAt),
    gt(invites.expiresAt, now),
  );
}
