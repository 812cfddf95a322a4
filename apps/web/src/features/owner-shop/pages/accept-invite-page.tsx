import { useNavigate, useParams } from 'react-router';
import { setupMessages } from '@dapur/shared/setup';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { LoadingText } from '../../../components/ui/spinner';
import { isHttpStatus } from '../../../lib/api-error';
import { flashState } from '../../../lib/flash-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInvite } from '../api/get-invite';
import { AcceptInviteForm } from '../components/accept-invite-form';
import { PublicCard } from '../components/public-card';
import { formatDayTime } from '../lib/format-date';
import { ownerShopMessages } from '../messages';

const TITLE = 'Bergabung sebagai Pemilik';

/** /admin/invite/:token: a family member invited by email sets up their owner account. */
export function AcceptInvitePage() {
  useDocumentTitle('Undangan Pemilik');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invite = useInvite(token);

  if (invite.isPending) {
    return (
      <PublicCard title={TITLE}>
        <LoadingText>{ownerShopMessages.inviteLoading}</LoadingText>
      </PublicCard>
    );
  }
  if (invite.isError) {
    // 422: the link's token is not even of the right shape; to the family it is the same.
    const gone = isHttpStatus(invite.error, 404) || isHttpStatus(invite.error, 422);
    return (
      <PublicCard title={TITLE}>
        {gone ? (
          <div className="flex flex-col items-start gap-4">
            <p role="alert" className="text-lg font-medium text-ink">
              {setupMessages.inviteInvalid}
            </p>
            <LinkButton to="/" variant="secondary">
              Ke halaman utama
            </LinkButton>
          </div>
        ) : (
          <ErrorAlert
            message={ownerShopMessages.inviteLoadFailed}
            onRetry={() => void invite.refetch()}
          />
        )}
      </PublicCard>
    );
  }
  return (
    <PublicCard
      title={TITLE}
      description={
        <>
          <p>
            {ownerShopMessages.inviteFor} <strong className="text-ink">{invite.data.email}</strong>.
            Isi data Anda dan pilih password untuk mengelola toko bersama keluarga.
          </p>
          <p className="mt-2">Berlaku sampai {formatDayTime(invite.data.expires_at)}.</p>
        </>
      }
    >
      <AcceptInviteForm
        token={token}
        email={invite.data.email}
        onSignedIn={({ owner }) =>
          void navigate('/admin', {
            replace: true,
            state: flashState({
              tone: 'success',
              text: ownerShopMessages.inviteWelcome(owner.name),
            }),
          })
        }
      />
    </PublicCard>
  );
}
