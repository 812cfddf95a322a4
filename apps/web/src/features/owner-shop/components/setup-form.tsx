import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { setupBodySchema } from '@dapur/shared/schemas/setup';
import { setupMessages } from '@dapur/shared/setup';
import { Button } from '../../../components/ui/button';
import { ContactFields } from '../../../components/ui/contact-fields';
import { LinkButton } from '../../../components/ui/link-button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { PasswordPairFields } from '../../../components/ui/password-pair-fields';
import { LoadingText } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isHttpStatus } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { useCreateFirstOwner } from '../api/create-first-owner';
import type { NewOwnerResult } from '../api/sign-in';
import { showServerErrors } from '../lib/server-errors';
import { ownerShopMessages } from '../messages';

const setupFields = setupBodySchema.keyof().options;

/**
 * The first owner's account and the setup code. A refusal leaves every field as typed: a
 * wrong code is marked on the code, a 422 under its fields, anything else above the button.
 */
export function SetupForm({ onSignedIn }: { onSignedIn: (result: NewOwnerResult) => void }) {
  const setup = useCreateFirstOwner();
  const [problems, setProblems] = useState<string[]>([]);
  const [alreadySetUp, setAlreadySetUp] = useState(false);
  const form = useForm({
    resolver: zodResolver(setupBodySchema),
    defaultValues: {
      code: '',
      name: '',
      alamat: '',
      telephone: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setProblems([]);
    setup.mutate(values, {
      onSuccess: (result) => {
        if (result.signedIn) onSignedIn(result);
      },
      onError: (error) => {
        if (isHttpStatus(error, 409)) {
          setAlreadySetUp(true);
        } else if (isHttpStatus(error, 403)) {
          form.setError(
            'code',
            { type: 'server', message: getErrorMessage(error, setupMessages.codeWrong) },
            { shouldFocus: true },
          );
        } else {
          setProblems(
            showServerErrors(error, form.setError, setupFields, ownerShopMessages.connectionFailed),
          );
        }
      },
    });
  });

  if (setup.data && !setup.data.signedIn) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Notice tone="success">{ownerShopMessages.createdPleaseLogin}</Notice>
        <LinkButton to="/login" state={{ from: '/admin/menu' }}>
          Login
        </LinkButton>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label="Kode setup"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="Contoh: KQ7M-3XPA"
        required
        hint={ownerShopMessages.setupCodeHint}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <ContactFields
        name={{ ...form.register('name'), error: errors.name?.message }}
        address={{ ...form.register('alamat'), error: errors.alamat?.message }}
        phone={{ ...form.register('telephone'), error: errors.telephone?.message }}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordPairFields
        label="Password"
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmation={{
          ...form.register('password_confirmation'),
          error: errors.password_confirmation?.message,
        }}
      />
      {alreadySetUp ? (
        <Notice tone="error" className="flex flex-col items-start gap-3">
          <p>{setupMessages.alreadySetUp}</p>
          <LinkButton to="/login" state={{ from: '/admin' }} variant="secondary">
            Login
          </LinkButton>
        </Notice>
      ) : null}
      {problems.length > 0 ? (
        <Notice tone="error">
          <MessageList messages={problems} />
        </Notice>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={setup.isPending}>
        Buat Akun Pemilik
      </Button>
      {setup.isPending ? <LoadingText>Menyiapkan toko...</LoadingText> : null}
    </form>
  );
}
