import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema } from '@dapur/shared/schemas/auth';
import type { User } from '@dapur/shared/auth';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { profileErrorMessages } from '../lib/profile-error-message';
import { accountMessages } from '../messages';
import { ProfileFields } from './profile-fields';

/** Whether the typed email is another than the account's (the server compares in lower case). */
function isNewEmail(typed: string | undefined, current: string): boolean {
  return (typed ?? '').trim().toLowerCase() !== current.toLowerCase();
}

export function EditProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: user.name,
      alamat: user.alamat,
      telephone: user.telephone,
      email: user.email,
      current_password: '',
    },
  });
  const emailChanges = isNewEmail(useWatch({ control: form.control, name: 'email' }), user.email);

  // The password goes only with a new email, which needs it (and then ends other sessions).
  const onSubmit = form.handleSubmit(({ current_password, ...profile }) =>
    update.mutate(
      isNewEmail(profile.email, user.email) ? { ...profile, current_password } : profile,
    ),
  );

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
        {emailChanges ? (
          <TextField
            label="Password Saat Ini"
            type="password"
            autoComplete="current-password"
            hint={accountMessages.emailChangeNeedsPassword}
            error={form.formState.errors.current_password?.message}
            {...form.register('current_password')}
          />
        ) : null}
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
