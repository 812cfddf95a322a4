import {
  authMessages,
  type registerBodySchema,
  type updateProfileBodySchema,
  type User,
} from '@dapur/shared';
import type { z } from 'zod';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { isUniqueViolation } from '../../lib/db-errors';
import { InvalidError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../plugins/auth';
import { sessionEnded } from './auth.service';
import { emailChangedNotice } from './account-emails';
import type { Passwords } from '../../lib/passwords';
import type { SignInLimits } from './sign-in-limits';
import type { IssuedToken, TokenSigner } from './tokens';
import { USERS_EMAIL_UNIQUE, type UserRow, type UsersRepository } from './users.repository';
import type { RestaurantRepository } from '../restaurant/restaurant.repository';

type Registration = z.output<typeof registerBodySchema>;
type ProfileChanges = z.output<typeof updateProfileBodySchema>;

export interface AccountsServiceDeps {
  users: UsersRepository;
  restaurant: RestaurantRepository;
  signer: TokenSigner;
  limits: SignInLimits;
  mailer: Mailer;
  background: BackgroundTasks;
  passwords: Passwords;
}

export interface UpdatedProfile {
  user: User;
  /** After an email change: the caller's new token, every earlier one being void. */
  token?: IssuedToken;
}

/** Signing up and keeping one's profile. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { users, restaurant, signer, limits, mailer, background, passwords } = deps;

  function currentPasswordError(code: string, message: string) {
    return new InvalidError(code, message, { current_password: [message] });
  }

  async function saveProfile(
    userId: number,
    changes: Parameters<UsersRepository['updateProfile']>[1],
  ) {
    try {
      const user = await users.updateProfile(userId, changes);
      if (!user) throw sessionEnded();
      return user;
    } catch (error) {
      if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailTaken(error);
      throw error;
    }
  }

  return {
    async register(registration: Registration, address: string): Promise<User> {
      const { password, password_confirmation, ...profile } = registration;
      await limits.registration(profile.email, address);
      const passwordHash = await passwords.hash(password);
      try {
        return toUser(await users.insert({ ...profile, passwordHash }));
      } catch (error) {
        // The unique index decides, so two sign-ups racing for one address cannot both win.
        if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailTaken(error);
        throw error;
      }
    },

    async me(auth: AuthContext): Promise<User> {
      const user = await users.findById(auth.userId);
      if (!user) throw sessionEnded();
      return toUser(user);
    },

    /**
     * Name, address and phone change with the session alone. The email is the key to the
     * account (password resets go there), so changing it takes the password as well, counts
     * like a sign-up, ends every other session and tells the old address.
     */
    async updateProfile(
      auth: AuthContext,
      changes: ProfileChanges,
      address: string,
    ): Promise<UpdatedProfile> {
      const { current_password: password, ...profile } = changes;
      const current = await users.findWithPassword(auth.userId);
      if (!current) throw sessionEnded();
      if (profile.email === current.email.toLowerCase()) {
        return { user: toUser(await saveProfile(auth.userId, profile)) };
      }

      if (!password) {
        throw currentPasswordError(
          'current_password_required',
          authMessages.currentPasswordRequired,
        );
      }
      // A wrong password here counts as a failed login, so a stolen token cannot guess it.
      const right = await limits.checkPassword(current.email, address, async () =>
        (await passwords.verify(password, current.passwordHash)) ? true : undefined,
      );
      if (!right) {
        throw currentPasswordError('current_password_wrong', authMessages.currentPasswordWrong);
      }
      await limits.registration(profile.email, address);
      const now = new Date();
      const user = await saveProfile(auth.userId, { ...profile, tokensValidAfter: now });
      const change = { name: user.name, from: current.email, to: user.email };
      background.run('Telling the old address of an email change', async () =>
        mailer.send(emailChangedNotice(change, await restaurant.get())),
      );
      return { user: toUser(user), token: await signer.issue(auth.userId, now) };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

function emailTaken(cause: unknown): InvalidError {
  return new InvalidError(
    'email_taken',
    authMessages.emailTaken,
    { email: [authMessages.emailTaken] },
    { cause },
  );
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    alamat: row.alamat,
    telephone: row.telephone,
    email: row.email,
    role: row.role,
  };
}
