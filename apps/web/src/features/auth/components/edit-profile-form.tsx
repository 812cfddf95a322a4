import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, type User } from '@dapur/shared/auth';
import { PHONE_HINT } from '@dapur/shared/phone';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useUpdateProfile } from '../api/update-profile';
import { profileErrorMessages } from '../lib/profile-error-message';
import { accountMessages } from '../messages';

export function EditProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: user.name,
      alamat: user.alamat,
      telephone: user.telephone,
      email: user.email,
    },
  });

  const onSubmit = handleSubmit((values) => update.mutate(values));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5 rounded-2xl border border-cream-200 bg-white p-6"
    >
      {update.isSuccess ? <Notice tone="success">{accountMessages.profileUpdated}</Notice> : null}
      {update.isError ? (
        <Notice tone="error">
          <MessageList messages={profileErrorMessages(update.error)} />
        </Notice>
      ) : null}
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
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={update.isPending}>
          Simpan Perubahan
        </Button>
        <LinkButton to="/profile" variant="secondary">
          Kembali ke Profil
        </LinkButton>
      </div>
    </form>
  );
}
