import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@dapur/shared/schemas/auth';
import type { RegisterBody } from '@dapur/shared/auth';
import { Button } from '../../../components/ui/button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { useRegister } from '../api/register';
import { registerErrorMessages } from '../lib/register-error-messages';
import { accountMessages } from '../messages';
import { PasswordPairFields } from '../../../components/ui/password-pair-fields';
import { ProfileFields } from './profile-fields';

/**
 * The password and its confirmation. A child of the form like ProfileFields, so the fields
 * register in the order they show and a failed submit focuses the first one with an error.
 */
function PasswordFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterBody>();
  return (
    <PasswordPairFields
      label="Password"
      password={{ ...register('password'), error: errors.password?.message }}
      confirmation={{
        ...register('password_confirmation'),
        error: errors.password_confirmation?.message,
      }}
    />
  );
}

export function SignupForm({ onRegistered }: { onRegistered: () => void }) {
  const registration = useRegister();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      name: '',
      alamat: '',
      telephone: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, { onSuccess: onRegistered }),
  );
  const done = registration.isSuccess;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {done ? <Notice tone="success">{accountMessages.registered}</Notice> : null}
        {registration.isError ? (
          <Notice tone="error">
            <MessageList messages={registerErrorMessages(registration.error)} />
          </Notice>
        ) : null}
        {/* After success the form stays readable but cannot be sent twice. */}
        <fieldset disabled={done} className="flex flex-col gap-5">
          <ProfileFields />
          <PasswordFields />
          <Button type="submit" size="lg" fullWidth disabled={registration.isPending}>
            Daftar
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
