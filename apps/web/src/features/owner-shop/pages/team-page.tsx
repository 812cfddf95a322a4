import { useState, type ReactNode } from 'react';
import type { Invite, Team } from '@dapur/shared/setup';
import { BackLink } from '../../../components/ui/back-link';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancelInvite, useRemoveOwner } from '../api/change-team';
import { useTeam } from '../api/get-team';
import { InviteForm } from '../components/invite-form';
import { formatDayTime } from '../lib/format-date';
import { ownerShopMessages } from '../messages';

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Owner = Team['owners'][number];

/** What the last destructive action on this page did, shown above the lists. */
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * A destructive action behind one confirmation: a red outline button opens the dialog, its
 * red button does it.
 */
function ConfirmedAction({
  label,
  title,
  description,
  pending,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DangerButton look="outline" className="self-start" onClick={() => setOpen(true)}>
        {label}
      </DangerButton>
      <Dialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        tone="danger"
        title={title}
        description={description}
      >
        <DialogClose disabled={pending}>Batal</DialogClose>
        <DangerButton
          onClick={() => onConfirm(() => setOpen(false))}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {label}
        </DangerButton>
      </Dialog>
    </>
  );
}

function CancelInvite({ invite, done }: { invite: Invite; done: (outcome: Outcome) => void }) {
  const cancel = useCancelInvite();
  return (
    <ConfirmedAction
      label="Batalkan undangan"
      title={ownerShopMessages.cancelInviteTitle(invite.email)}
      description={ownerShopMessages.cancelInviteDescription}
      pending={cancel.isPending}
      onConfirm={(close) =>
        cancel.mutate(invite.id, {
          onSuccess: () =>
            done({ tone: 'success', text: ownerShopMessages.inviteCancelled(invite.email) }),
          onError: (error) =>
            done({
              tone: 'error',
              text: getErrorMessage(error, ownerShopMessages.cancelInviteFailed),
            }),
          onSettled: close,
        })
      }
    />
  );
}

function RemoveOwner({ owner, done }: { owner: Owner; done: (outcome: Outcome) => void }) {
  const remove = useRemoveOwner();
  return (
    <ConfirmedAction
      label="Hapus dari tim"
      title={ownerShopMessages.removeOwnerTitle(owner.name)}
      description={ownerShopMessages.removeOwnerDescription}
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(owner.id, {
          onSuccess: () =>
            done({ tone: 'success', text: ownerShopMessages.ownerRemoved(owner.name) }),
          onError: (error) =>
            done({
              tone: 'error',
              text: getErrorMessage(error, ownerShopMessages.removeOwnerFailed),
            }),
          onSettled: close,
        })
      }
    />
  );
}

function TeamLists({ currentOwnerId }: { currentOwnerId: number | undefined }) {
  const team = useTeam();
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (team.isPending) return <LoadingText>{ownerShopMessages.teamLoading}</LoadingText>;
  if (team.isError) {
    return (
      <ErrorAlert message={ownerShopMessages.teamLoadFailed} onRetry={() => void team.refetch()} />
    );
  }
  const { owners, invites } = team.data;
  return (
    <>
      {outcome ? (
        <Notice tone={outcome.tone} className="self-stretch">
          {outcome.text}
        </Notice>
      ) : null}
      <Card title="Pemilik toko" id="owners-heading">
        <ul className="flex flex-col divide-y divide-cream-200">
          {owners.map((owner) => (
            <li key={owner.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-col">
                <span className="font-semibold text-ink">
                  {owner.name}
                  {owner.id === currentOwnerId ? (
                    <span className="font-normal text-ink-muted"> (Anda)</span>
                  ) : null}
                </span>
                <span className="break-all text-ink-muted">{owner.email}</span>
              </div>
              {/* The server refuses removing oneself: another owner does it. */}
              {owner.id !== currentOwnerId && currentOwnerId !== undefined ? (
                <RemoveOwner owner={owner} done={setOutcome} />
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Undangan yang menunggu" id="invites-heading">
        {invites.length === 0 ? (
          <p className="text-ink-muted">{ownerShopMessages.noInvites}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-cream-200">
            {invites.map((invite) => (
              <li key={invite.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-col">
                  <span className="font-semibold break-all text-ink">{invite.email}</span>
                  <span className="text-ink-muted">
                    Berlaku sampai {formatDayTime(invite.expires_at)}
                  </span>
                </div>
                <CancelInvite invite={invite} done={setOutcome} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/**
 * /admin/team: who runs the shop, the invites not yet taken (each can be taken back), a new
 * invite, and removing another owner. `currentOwnerId` is the signed-in owner, who is not
 * offered to remove themselves.
 */
export function TeamPage({ currentOwnerId }: { currentOwnerId?: number }) {
  useDocumentTitle('Tim Pemilik');
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div>
        <BackLink to="/admin/settings" spaced={false}>
          Kembali ke Toko
        </BackLink>
        <PageHeader
          title="Tim Pemilik"
          description="Anggota keluarga yang bisa mengelola pesanan, menu, dan toko."
        />
      </div>
      <Card title="Undang anggota keluarga" id="invite-heading">
        <InviteForm />
      </Card>
      <TeamLists currentOwnerId={currentOwnerId} />
    </div>
  );
}
