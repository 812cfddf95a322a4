import { createHash, randomBytes } from 'node:crypto';
import {
  INVITE_TTL_HOURS,
  setupMessages,
  type acceptInviteBodySchema,
  type Invite,
  type Team,
  type User,
} from '@dapur/shared';
import type { z } from 'zod';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Passwords } from '../../lib/passwords';
import type { RestaurantRepository } from '../restaurant/restaurant.repository';
import { inviteEmail } from './owner-emails';
import type { InviteRow, OwnersRepository } from './owners.repository';

export interface InvitesServiceDeps {
  owners: OwnersRepository;
  restaurant: RestaurantRepository;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  passwords: Passwords;
}

/** The token is 256 random bits, so a plain SHA-256 is enough to keep it out of the database. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Owners invite the rest of the family by email. */
export function createInvitesService(deps: InvitesServiceDeps) {
  const { owners, restaurant, mailer, background, publicUrl, passwords } = deps;
  const inviteGone = () => new NotFoundError('invite_invalid', setupMessages.inviteInvalid);

  return {
    async invite(email: string, invitedBy: number): Promise<Invite> {
      const existing = await owners.findUserByEmail(email);
      if (existing?.role === 'owner') {
        throw new InvalidError('already_owner', setupMessages.alreadyOwner, {
          email: [setupMessages.alreadyOwner],
        });
      }
      const token = randomBytes(32).toString('base64url');
      const row = await owners.insertInvite({
        email,
        tokenHash: tokenHash(token),
        invitedBy,
        expiresAt: new Date(Date.now() + INVITE_TTL_HOURS * 3_600_000),
      });
      const link = `${publicUrl}/admin/invite/${token}`;
      background.run('Sending an invite', async () => {
        const [inviter, profile] = await Promise.all([
          owners.findUser(invitedBy),
          restaurant.get(),
        ]);
        const invitedByName = inviter?.name ?? profile.name;
        await mailer.send(
          inviteEmail({ email, link, invitedBy: invitedByName, restaurant: profile.name }),
        );
      });
      return toInvite(row);
    },

    async details(token: string): Promise<Pick<Invite, 'email' | 'expires_at'>> {
      const row = await owners.findOpenInvite(tokenHash(token), new Date());
      if (!row) throw inviteGone();
      return { email: row.email, expires_at: row.expiresAt.toISOString() };
    },

    async accept(token: string, body: z.output<typeof acceptInviteBodySchema>): Promise<User> {
      const { password, password_confirmation, ...profile } = body;
      const owner = await owners.acceptInvite(tokenHash(token), new Date(), {
        ...profile,
        passwordHash: await passwords.hash(password),
      });
      if (!owner) throw inviteGone();
      return owner;
    },

    /** Takes back an invite not yet accepted: its link responds with 404 from now on. */
    async cancel(id: number): Promise<void> {
      if (!(await owners.deleteInvite(id))) {
        throw new NotFoundError('invite_not_found', setupMessages.inviteNotFound);
      }
    },

    /**
     * Owner `id` leaves the team: their account stays, as a customer's, and every token
     * they hold stops working at once (an open order stream within seconds, decision 062).
     */
    async remove(id: number, removedBy: number): Promise<void> {
      const outcome = await owners.removeOwner(id, removedBy, new Date());
      if (outcome === 'not_found') {
        throw new NotFoundError('owner_not_found', setupMessages.ownerNotFound);
      }
      if (outcome === 'last_owner') throw new ConflictError('last_owner', setupMessages.lastOwner);
      if (outcome === 'self') throw new ConflictError('remove_self', setupMessages.removeSelf);
    },

    async team(): Promise<Team> {
      const [ownerRows, inviteRows] = await Promise.all([
        owners.listOwners(),
        owners.listOpenInvites(new Date()),
      ]);
      return { owners: ownerRows, invites: inviteRows.map(toInvite) };
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;

function toInvite(row: InviteRow): Invite {
  return { id: row.id, email: row.email, expires_at: row.expiresAt.toISOString() };
}
