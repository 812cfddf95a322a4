import { z } from 'zod';
import { authMessages } from '../auth';
import { setupMessages } from '../setup';
import { passwordPair, passwordsMatch, profileFields, userSchema } from './auth';
import { successBody } from './envelope';
import { emailField, trimmedTextSchema } from './fields';

/** `GET /setup`: whether the shop still waits for its first owner. */
export const setupStatusResponseSchema = successBody(z.object({ needed: z.boolean() }));

const setupCode = z
  .string({ error: setupMessages.codeRequired })
  .trim()
  .min(1, setupMessages.codeRequired)
  .max(64, setupMessages.codeWrong)
  .meta(trimmedTextSchema(64, 'any', true));

/** `POST /setup`: the code from the server's log (or DATA_DIR/setup-code) and the first owner's account. */
export const setupBodySchema = z
  .object({ code: setupCode, ...profileFields, ...passwordPair })
  .refine(...passwordsMatch(authMessages.passwordsDoNotMatch));
export type SetupBody = z.input<typeof setupBodySchema>;

/** The owner's account, as setup and accepting an invite respond with it. */
export const ownerResponseSchema = successBody(userSchema);

export const inviteBodySchema = z.object({ email: emailField });
export type InviteBody = z.input<typeof inviteBodySchema>;

export const inviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** ISO 8601, UTC: 48 hours after it was sent. */
  expires_at: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteResponseSchema = successBody(inviteSchema);

/** The family as the owner's page shows it: every owner, and the invites not yet taken. */
export const teamSchema = z.object({
  owners: z.array(userSchema.pick({ id: true, name: true, email: true })),
  invites: z.array(inviteSchema),
});
export type Team = z.infer<typeof teamSchema>;
export const teamResponseSchema = successBody(teamSchema);

/** `DELETE /admin/invites/{id}` and `DELETE /admin/team/{id}`: done, nothing to show. */
export const teamChangeResponseSchema = z.object({ status: z.literal('success') });

/** The `{token}` of an invite link: long random text from the email. */
export const inviteTokenParamSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, setupMessages.inviteInvalid),
});

/** `GET /invites/{token}`: who is invited, so the page can say so. */
export const inviteDetailsResponseSchema = successBody(
  inviteSchema.pick({ email: true, expires_at: true }),
);

/**
 * `POST /invites/{token}/accept`: the invited family member's account. The email is the
 * invite's; an account that already has it becomes an owner and takes this password.
 */
export const acceptInviteBodySchema = z
  .object({
    name: profileFields.name,
    alamat: profileFields.alamat,
    telephone: profileFields.telephone,
    ...passwordPair,
  })
  .refine(...passwordsMatch(authMessages.passwordsDoNotMatch));
export type AcceptInviteBody = z.input<typeof acceptInviteBodySchema>;
