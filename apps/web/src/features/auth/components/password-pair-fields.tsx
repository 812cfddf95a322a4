import type { RegisteredField } from '../../../components/ui/contact-fields';
import { TextField } from '../../../components/ui/text-field';

export interface PasswordPairFieldsProps {
  /** "Password" on sign-up, "Password Baru" on the reset form; the second field repeats it. */
  label: string;
  password: RegisteredField;
  confirmation: RegisteredField;
}

/** A new password and its confirmation, the same pair on sign-up and on the reset form. */
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
