import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { resetPasswordBodySchema } from '@dapur/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/error-message';
import { useResetPassword } from '../api/reset-password';
import { resetEmailStore } from '../lib/reset-email-store';
import { accountMessages } from '../messages';
import { textLinkClasses } from './auth-card';
import { PasswordPairFields } from '../../../components/ui/password-pair-fields';

export interface ResetPasswordFormProps {
  email: string;
  /** The code from the emailed link, if the customer came that way. */
  code?: string;
  onReset: () => void;
}

export function ResetPasswordForm({ email, code = '', onReset }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { email, token: code, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        resetEmailStore.clear();
        onReset();
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {reset.isSuccess ? (
        <Notice tone="success">{reset.data ?? accountMessages.resetDone}</Notice>
      ) : null}
      {reset.isError ? (
        <Notice tone="error">{getErrorMessage(reset.error, accountMessages.resetFailed)}</Notice>
      ) : null}
      <div className="flex flex-col gap-1">
        <p className="text-ink">
          Kode dikirim ke <strong className="break-all">{email}</strong>.
        </p>
        {errors.email?.message ? (
          <p className="text-sm font-medium text-danger-700">{errors.email.message}</p>
        ) : null}
        <Link to="/forgot-password" className={`${textLinkClasses} self-start`}>
          Ganti email atau kirim ulang kode
        </Link>
      </div>
      <fieldset disabled={reset.isSuccess} className="flex flex-col gap-5">
        <TextField
          label="Kode Reset"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          hint="6 angka dari email yang kami kirim."
          error={errors.token?.message}
          {...register('token')}
        />
        <PasswordPairFields
          label="Password Baru"
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{
            ...register('password_confirmation'),
            error: errors.password_confirmation?.message,
          }}
        />
        <Button type="submit" size="lg" fullWidth disabled={reset.isPending}>
          Simpan Password
        </Button>
      </fieldset>
    </form>
  );
}
