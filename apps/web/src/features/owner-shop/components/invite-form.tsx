import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteBodySchema } from '@dapur/shared/schemas/setup';
import { setupMessages } from '@dapur/shared/setup';
import { Button } from '../../../components/ui/button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useInviteOwner } from '../api/invite-owner';
import { showServerErrors } from '../lib/server-errors';
import { ownerShopMessages } from '../messages';

const inviteFields = inviteBodySchema.keyof().options;

/** Invites a family member by email; a refusal (already an owner) shows under the field. */
export function InviteForm() {
  const invite = useInviteOwner();
  const [problems, setProblems] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(inviteBodySchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) => {
    setProblems([]);
    setSentTo(null);
    invite.mutate(values, {
      onSuccess: (sent) => {
        setSentTo(sent.email);
        form.reset({ email: '' });
      },
      onError: (error) => setProblems(showServerErrors(error, form.setError, inviteFields)),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Email anggota keluarga"
        type="email"
        autoComplete="off"
        required
        hint={ownerShopMessages.inviteHint}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {problems.length > 0 ? (
        <Notice tone="error">
          <MessageList messages={problems} />
        </Notice>
      ) : null}
      {sentTo ? (
        <Notice tone="success">
          {setupMessages.invited} ({sentTo})
        </Notice>
      ) : null}
      <Button type="submit" className="self-start" disabled={invite.isPending}>
        Kirim undangan
      </Button>
    </form>
  );
}
