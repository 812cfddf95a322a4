import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { generateReadablePassword, type Passwords } from '../../lib/passwords';
import type { OwnerUserRow, OwnersRepository } from './owners.repository';

/**
 * `npm run owner -- reset-password EMAIL`, on the server's machine, for an owner who can
 * no longer sign in (and so cannot be helped from the owner pages).
 */
export function createOwnerPasswordService(owners: OwnersRepository, passwords: Passwords) {
  return {
    /**
     * Sets a new generated password for the owner with this email and ends their
     * sessions; returns the owner and the password, which is shown once and never stored.
     */
    async reset(
      email: string,
      now = new Date(),
    ): Promise<{ owner: OwnerUserRow; password: string }> {
      const password = generateReadablePassword();
      const account = await owners.setOwnerPassword(
        email.trim(),
        await passwords.hash(password),
        now,
      );
      if (!account) {
        throw new NotFoundError('owner_not_found', `No account has the email ${email}.`);
      }
      if (account.role !== 'owner') {
        throw new ForbiddenError(
          'not_an_owner',
          `${email} is a customer's account, not an owner's: nothing was changed. Customers reset their own password with "Lupa password" on the login page.`,
        );
      }
      return { owner: account, password };
    },
  };
}

export type OwnerPasswordService = ReturnType<typeof createOwnerPasswordService>;
