import { useFormContext } from 'react-hook-form';
import type { UpdateProfileBody } from '@dapur/shared/auth';
import { PHONE_HINT } from '@dapur/shared/phone';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';

/** Name, address, phone and email: the same four fields on sign-up and on edit profile. */
export function ProfileFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<UpdateProfileBody>();

  return (
    <>
      <TextField
        label="Nama"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label="Alamat"
        autoComplete="street-address"
        rows={3}
        required
        error={errors.alamat?.message}
        {...register('alamat')}
      />
      <TextField
        label="Telepon"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        hint={PHONE_HINT}
        error={errors.telephone?.message}
        {...register('telephone')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
    </>
  );
}
