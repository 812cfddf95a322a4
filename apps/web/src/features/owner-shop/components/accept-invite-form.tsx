import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInviteBodySchema } from '@dapur/shared/schemas/setup';
import { setupMessages } from '@dapur/shared/setup';
import { Button } from '../../../components/ui/button';
import { ContactFields } from '../../../components/ui/contact-fields';
import { LinkButton } from '../../../components/ui/link-button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { PasswordPairFields } from '../../../components/ui/password-pair-fields';
import { LoadingText } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isHttpStatus } from '../../../lib/api-error';
import { useAcceptInvite } from '../api/accept-invite';
import type { NewOwnerResult } from '../api/sign-in';
import { showServerErrors } from '../lib/server-errors';
import { ownerShopMessages } from '../messages';

const inviteFields = acceptInviteBodySchema.keyof().options;

export interface AcceptInviteFormProps {
  token: string;
  /** The invite's address: the account's email, shown but not editable. */
  email: string;
  onSignedIn: (result: NewOwnerResult) => void;
}

export function AcceptInviteForm({ token, email, onSignedIn }: AcceptInviteFormProps) {
  const accept = useAcceptInvite(token, email);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(acceptInviteBodySchema),
    defaultValues: { name: '', alamat: '', telephone: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setProblems([]);
    accept.mutate(values, {
      onSuccess: (result) => {
        if (result.signedIn) onSignedIn(result);
      },
      onError: (error) =>
        setProblems(
          isHttpStatus(error, 404)
            ? [setupMessages.inviteInvalid]
            : showServerErrors(
                error,
                form.setError,
                inviteFields,
                ownerShopMessages.connectionFailed,
              ),
        ),
    });
  });

  if (accept.data && !accept.data.signedIn) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Notice tone="success">{ownerShopMessages.createdPleaseLogin}</Notice>
        <LinkButton to="/login" state={{ from: '/admin' }}>
          Login
        </LinkButton>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {/* Shown for the password manager too: it saves the password under this address. */}
      <TextField label="Email" type="email" autoComplete="username" readOnly value={email} />
      <ContactFields
        name={{ ...form.register('name'), error: errors.name?.message }}
        address={{ ...form.register('alamat'), error: errors.alamat?.message }}
        phone={{ ...form.register('telephone'), error: errors.telephone?.message }}
      />
      <PasswordPairFields
        label="Password"
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmation={{
          ...form.register('password_confirmation'),
          error: errors.password_confirmation?.message,
        }}
      />
      {problems.length > 0 ? (
        <Notice tone="error">
          <MessageList messages={problems} />
        </Notice>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={accept.isPending}>
        Terima Undangan
      </Button>
      {accept.isPending ? <LoadingText>Membuat akun...</LoadingText> : null}
    </form>
  );
}
