import { useNavigate } from 'react-router';
import { setupMessages } from '@dapur/shared/setup';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { LoadingText } from '../../../components/ui/spinner';
import { flashState } from '../../../lib/flash-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSetupStatus } from '../../../lib/setup-status';
import { PublicCard } from '../components/public-card';
import { SetupForm } from '../components/setup-form';
import { ownerShopMessages } from '../messages';

/** /admin/setup: the shop's first owner, with the code the server printed at start. */
export function SetupPage() {
  useDocumentTitle('Siapkan Toko');
  const navigate = useNavigate();
  const status = useSetupStatus();

  if (status.isPending) {
    return (
      <PublicCard title="Siapkan Toko">
        <LoadingText>{ownerShopMessages.setupLoading}</LoadingText>
      </PublicCard>
    );
  }
  if (status.isError) {
    return (
      <PublicCard title="Siapkan Toko">
        <ErrorAlert
          message={ownerShopMessages.setupLoadFailed}
          onRetry={() => void status.refetch()}
        />
      </PublicCard>
    );
  }
  if (!status.data.needed) {
    return (
      <PublicCard title="Siapkan Toko">
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg text-ink">{setupMessages.alreadySetUp}</p>
          <LinkButton to="/login" state={{ from: '/admin' }}>
            Login
          </LinkButton>
        </div>
      </PublicCard>
    );
  }
  return (
    <PublicCard
      title="Siapkan Toko"
      description={
        <p>
          Buat akun pemilik pertama. Setelah itu Anda bisa mengundang anggota keluarga lain dari
          halaman Toko.
        </p>
      }
    >
      <SetupForm
        onSignedIn={({ owner }) =>
          void navigate('/admin/menu', {
            replace: true,
            state: flashState({ tone: 'success', text: ownerShopMessages.welcome(owner.name) }),
          })
        }
      />
    </PublicCard>
  );
}
