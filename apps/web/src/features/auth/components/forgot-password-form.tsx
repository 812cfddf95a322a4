import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema } from '@dapur/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/error-message';
import { useForgotPassword } from '../api/forgot-password';
import { resetEmailStore } from '../lib/reset-email-store';
import { accountMessages } from '../messages';

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => {
        resetEmailStore.set(values.email);
        onSent();
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {forgot.isSuccess ? (
        <Notice tone="success">{forgot.data ?? accountMessages.forgotSent}</Notice>
      ) : null}
      {forgot.isError ? (
        <Notice tone="error">{getErrorMessage(forgot.error, accountMessages.forgotFailed)}</Notice>
      ) : null}
      <fieldset disabled={forgot.isSuccess} className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" fullWidth disabled={forgot.isPending}>
          Kirim Kode Reset
        </Button>
      </fieldset>
    </form>
  );
}
