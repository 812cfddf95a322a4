import type { RegisteredField } from './contact-fields';
import { TextField } from './text-field';

export interface PasswordPairFieldsProps {
  /** "Password" on sign-up, "Password Baru" on the reset form; the second field repeats it. */
  label: string;
  password: RegisteredField;
  confirmation: RegisteredField;
}

/** A new password and its confirmation: sign-up, the reset form, the shop's setup and invites. */
export function PasswordPairFields({ label, password, confirmation }: PasswordPairFieldsProps) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" required {...password} />
      <TextField
        label={`Konfirmasi ${label}`}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
