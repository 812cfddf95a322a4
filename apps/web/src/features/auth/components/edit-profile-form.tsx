import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema } from '@dapur/shared/schemas/auth';
import type { User } from '@dapur/shared/auth';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { useUpdateProfile } from '../api/update-profile';
import { profileErrorMessages } from '../lib/profile-error-message';
import { accountMessages } from '../messages';
import { ProfileFields } from './profile-fields';

export function EditProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: user.name,
      alamat: user.alamat,
      telephone: user.telephone,
      email: user.email,
    },
  });

  const onSubmit = form.handleSubmit((values) => update.mutate(values));

  return (
    <FormProvider {...form}>
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
        <ProfileFields />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={update.isPending}>
            Simpan Perubahan
          </Button>
          <LinkButton to="/profile" variant="secondary">
            Kembali ke Profil
          </LinkButton>
        </div>
      </form>
    </FormProvider>
  );
}
