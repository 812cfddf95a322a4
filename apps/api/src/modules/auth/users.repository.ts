import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** The index that keeps one account per email, whatever its letter case. */
export const USERS_EMAIL_UNIQUE = 'users_email_lower_unique';

export const userColumns = {
  id: users.id,
  name: users.name,
  alamat: users.alamat,
  telephone: users.telephone,
  email: users.email,
  role: users.role,
};

export type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;
export type NewUser = Omit<UserRow, 'id' | 'role'> &
  Pick<typeof users.$inferInsert, 'passwordHash' | 'role'>;
/** A new profile; with `tokensValidAfter`, every token issued before it stops working too. */
type ProfileChanges = Omit<UserRow, 'id' | 'role'> &
  Partial<Pick<typeof users.$inferInsert, 'tokensValidAfter'>>;

export const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export function createUsersRepository(db: Db) {
  return {
    /** Throws a unique violation of USERS_EMAIL_UNIQUE when the email is taken. */
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning(userColumns);
      return row!;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** The account with its password hash, for a change that needs the password again. */
    async findWithPassword(
      id: number,
    ): Promise<(UserRow & Pick<typeof users.$inferSelect, 'passwordHash'>) | undefined> {
      const [row] = await db
        .select({ ...userColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(byEmail(email));
      return row;
    },

    /** What a login checks: the password hash stays inside the service. */
    async findCredentials(
      email: string,
    ): Promise<Pick<typeof users.$inferSelect, 'id' | 'passwordHash'> | undefined> {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(byEmail(email));
      return row;
    },

    /** Throws a unique violation of USERS_EMAIL_UNIQUE when the email belongs to someone else. */
    async updateProfile(id: number, changes: ProfileChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set(changes)
        .where(eq(users.id, id))
        .returning(userColumns);
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
