import { z } from 'zod';
import { authMessages, userRoles } from '../auth';
import { fieldMessages } from '../fields';
import { TEXT_MAX_LENGTH } from '../limits';
import { successBody } from './envelope';
import { emailField, passwordField, phoneField, requiredText } from './fields';

/** A customer as the API shows them: never a password hash, never someone else's email. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alamat: z.string(),
  telephone: z.string(),
  email: z.string(),
  /** `owner` for the family that runs the restaurant; set only by setup and invites. */
  role: z.enum(userRoles),
});
export type User = z.infer<typeof userSchema>;

export const profileFields = {
  name: requiredText('Nama'),
  alamat: requiredText('Alamat', { multiline: true }),
  telephone: phoneField('Telepon'),
  email: emailField,
};

/** Spec §5: the phone rule is the server's; the forms only require the field. */
export const profileFormFields = { ...profileFields, telephone: requiredText('Telepon') };

export const passwordPair = {
  password: passwordField,
  password_confirmation: z
    .string({ error: fieldMessages.required('Konfirmasi password') })
    .min(1, fieldMessages.required('Konfirmasi password')),
};

/** The refinement that puts a mismatch on the confirmation field, with the form's own text. */
export function passwordsMatch(message: string) {
  const check = (body: { password: string; password_confirmation: string }) =>
    body.password === body.password_confirmation;
  return [check, { message, path: ['password_confirmation'] }] as [
    typeof check,
    { message: string; path: string[] },
  ];
}

export const registerBodySchema = z
  .object({ ...profileFields, ...passwordPair })
  .refine(...passwordsMatch(authMessages.passwordsDoNotMatch));
export type RegisterBody = z.input<typeof registerBodySchema>;
export const registerFormSchema = z
  .object({ ...profileFormFields, ...passwordPair })
  .refine(...passwordsMatch(authMessages.passwordsDoNotMatch));

/**
 * Changing the email also needs `current_password`: the server refuses without it (422 on
 * that field), revokes every other session and tells the old address.
 */
const currentPassword = {
  current_password: z.string().max(TEXT_MAX_LENGTH, fieldMessages.tooLong('Password')).optional(),
};

export const updateProfileBodySchema = z.object({ ...profileFields, ...currentPassword });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
export const profileFormSchema = z.object({ ...profileFormFields, ...currentPassword });

export const loginBodySchema = z.object({
  email: requiredText('Email'),
  password: z
    .string({ error: fieldMessages.required('Password') })
    .min(1, fieldMessages.required('Password')),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    email: emailField,
    /** The 6-digit code from the email. */
    token: z
      .string({ error: fieldMessages.required('Kode reset') })
      .trim()
      .regex(/^\d{6}$/, 'Kode reset terdiri dari 6 angka.')
      .meta({ pattern: '^\\s*\\d{6}\\s*$' }),
    ...passwordPair,
  })
  .refine(...passwordsMatch(authMessages.resetPasswordsDoNotMatch));
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const tokenResponseSchema = z.object({
  status: z.literal('success'),
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds. */
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const messageResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

export const userResponseSchema = successBody(userSchema).extend({ message: z.string() });

/** After an email change every earlier token is void: the response carries the caller's new one. */
export const profileUpdatedResponseSchema = userResponseSchema.extend({
  access_token: z.string().optional(),
  expires_in: z.number().int().optional(),
});
