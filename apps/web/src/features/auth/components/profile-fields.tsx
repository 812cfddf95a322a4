import { useFormContext } from 'react-hook-form';
import type { UpdateProfileBody } from '@dapur/shared/auth';
import { ContactFields } from '../../../components/ui/contact-fields';
import { TextField } from '../../../components/ui/text-field';

/** Name, address, phone and email: the same four fields on sign-up and on edit profile. */
export function ProfileFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<UpdateProfileBody>();

  return (
    <>
      <ContactFields
        name={{ ...register('name'), error: errors.name?.message }}
        address={{ ...register('alamat'), error: errors.alamat?.message }}
        phone={{ ...register('telephone'), error: errors.telephone?.message }}
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
