import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@dapur/shared/auth';
import { PHONE_HINT } from '@dapur/shared/phone';
import { Button } from '../../../components/ui/button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useRegister } from '../api/register';
import { registerErrorMessages } from '../lib/register-error-messages';
import { accountMessages } from '../messages';

export function SignupForm({ onRegistered }: { onRegistered: () => void }) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
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

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, { onSuccess: onRegistered }),
  );
  const done = registration.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {done ? <Notice tone="success">{accountMessages.registered}</Notice> : null}
      {registration.isError ? (
        <Notice tone="error">
          <MessageList messages={registerErrorMessages(registration.error)} />
        </Notice>
      ) : null}
      {/* After success the form stays readable but cannot be sent twice. */}
      <fieldset disabled={done} className="flex flex-col gap-5">
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
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Konfirmasi Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" size="lg" fullWidth disabled={registration.isPending}>
          Daftar
        </Button>
      </fieldset>
    </form>
  );
}
