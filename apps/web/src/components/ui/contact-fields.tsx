import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_HINT } from '@dapur/shared/phone';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

/** One field of a react-hook-form form: what `register(name)` gives, and its error. */
export type RegisteredField = UseFormRegisterReturn & { error?: string | undefined };

export interface ContactFieldsProps {
  name: RegisteredField;
  /** Left out where no address is needed (an order picked up at the counter). */
  address?: RegisteredField | undefined;
  phone: RegisteredField;
}

/**
 * Nama, Alamat and Telepon with the phone hint (spec §5): the same three fields on sign-up,
 * edit profile and both order forms, whatever each form names them.
 */
export function ContactFields({ name, address, phone }: ContactFieldsProps) {
  return (
    <>
      <TextField label="Nama" autoComplete="name" required {...name} />
      {address ? (
        <TextareaField
          label="Alamat"
          autoComplete="street-address"
          rows={3}
          required
          {...address}
        />
      ) : null}
      <TextField
        label="Telepon"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        hint={PHONE_HINT}
        {...phone}
      />
    </>
  );
}
