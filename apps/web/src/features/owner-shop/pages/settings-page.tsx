import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRestaurantSettings } from '../api/get-restaurant-settings';
import { BackupSection } from '../components/backup-section';
import { PushSection } from '../components/push-section';
import { QrisSection } from '../components/qris-section';
import { RestaurantForm } from '../components/restaurant-form';
import { ownerShopMessages } from '../messages';

const jumpLinkClasses =
  'inline-flex min-h-11 items-center rounded-full border border-cream-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/** The long page's parts, one tap away on a phone. */
function JumpLinks() {
  return (
    <nav aria-label="Bagian halaman Toko">
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href="#profil" className={jumpLinkClasses}>
            Profil
          </a>
        </li>
        <li>
          <a href="#jam-buka" className={jumpLinkClasses}>
            Jam buka
          </a>
        </li>
        <li>
          <a href="#qris" className={jumpLinkClasses}>
            QRIS
          </a>
        </li>
        <li>
          <a href="#notifikasi" className={jumpLinkClasses}>
            Notifikasi
          </a>
        </li>
        <li>
          <a href="#cadangan" className={jumpLinkClasses}>
            Cadangan
          </a>
        </li>
        <li>
          <Link to="/admin/team" className={jumpLinkClasses}>
            Tim pemilik
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function TeamLink() {
  return (
    <section
      id="tim"
      aria-labelledby="team-heading"
      className="flex flex-col items-start gap-3 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <h2 id="team-heading" className="text-xl font-bold text-ink">
        Tim pemilik
      </h2>
      <p className="text-ink-muted">
        Undang anggota keluarga lain agar mereka juga bisa mengelola pesanan, menu, dan toko.
      </p>
      <LinkButton to="/admin/team" variant="secondary">
        Kelola tim pemilik
      </LinkButton>
    </section>
  );
}

/**
 * /admin/settings ("Toko"): the profile customers see, hours, QRIS, notifications on this
 * device, backups and the team.
 */
export function SettingsPage() {
  useDocumentTitle('Toko');
  const settings = useRestaurantSettings();

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Toko"
        description="Data toko yang dilihat pelanggan, jam buka, QRIS, notifikasi, cadangan data, dan tim pemilik."
      />
      {settings.isPending ? <LoadingText>{ownerShopMessages.settingsLoading}</LoadingText> : null}
      {settings.isError && !settings.data ? (
        <ErrorAlert
          message={ownerShopMessages.settingsLoadFailed}
          onRetry={() => void settings.refetch()}
        />
      ) : null}
      {settings.data ? (
        <>
          <JumpLinks />
          <RestaurantForm profile={settings.data} />
          <QrisSection settings={settings.data} />
          <PushSection />
          <BackupSection />
          <TeamLink />
        </>
      ) : null}
    </div>
  );
}
