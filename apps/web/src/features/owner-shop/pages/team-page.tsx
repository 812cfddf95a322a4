import type { ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
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

function TeamLists() {
  const team = useTeam();
  if (team.isPending) return <LoadingText>{ownerShopMessages.teamLoading}</LoadingText>;
  if (team.isError) {
    return (
      <ErrorAlert message={ownerShopMessages.teamLoadFailed} onRetry={() => void team.refetch()} />
    );
  }
  const { owners, invites } = team.data;
  return (
    <>
      <Card title="Pemilik toko" id="owners-heading">
        <ul className="flex flex-col divide-y divide-cream-200">
          {owners.map((owner) => (
            <li key={owner.id} className="flex flex-col py-3 first:pt-0 last:pb-0">
              <span className="font-semibold text-ink">{owner.name}</span>
              <span className="break-all text-ink-muted">{owner.email}</span>
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
              <li key={invite.id} className="flex flex-col py-3 first:pt-0 last:pb-0">
                <span className="font-semibold break-all text-ink">{invite.email}</span>
                <span className="text-ink-muted">
                  Berlaku sampai {formatDayTime(invite.expires_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** /admin/team: who runs the shop, the invites not yet taken, and a new invite. */
export function TeamPage() {
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
      <TeamLists />
    </div>
  );
}
