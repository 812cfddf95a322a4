import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { loginBodySchema } from '@dapur/shared/schemas/auth';
import type { LoginBody } from '@dapur/shared/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../lib/login-error-message';
import { textLinkClasses } from './auth-card';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => login.mutate(values, { onSuccess: onLoggedIn }));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {login.isError ? <Notice tone="error">{loginErrorMessage(login.error)}</Notice> : null}
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
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Link to="/forgot-password" className={`${textLinkClasses} self-start`}>
        Lupa password?
      </Link>
      <Button type="submit" size="lg" fullWidth disabled={login.isPending}>
        Login
      </Button>
    </form>
  );
}
