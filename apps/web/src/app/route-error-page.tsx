import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { LinkButton } from '../components/ui/link-button';
import { useDocumentTitle } from '../lib/use-document-title';
import { OFFLINE_OPENING, useOnline } from '../lib/use-online';
import { NotFoundPage } from './not-found-page';

const OFFLINE_PAGE_TEXT =
  'Halaman ini belum tersimpan di ponsel. Menu yang tersimpan tetap bisa dibuka; sambungkan ke internet, lalu muat ulang.';

/** Anything a page throws while rendering, or a page's code that failed to download. */
export function RouteErrorPage() {
  const error = useRouteError();
  const online = useOnline();
  useDocumentTitle(online ? 'Terjadi kesalahan' : OFFLINE_OPENING);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Offline, a page whose code the phone has not saved cannot open: that, not an error.
  if (!online) {
    return (
      <PageContainer className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold text-ink">{OFFLINE_OPENING}</h1>
        <p className="text-lg text-ink-muted">{OFFLINE_PAGE_TEXT}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>Muat Ulang</Button>
          <LinkButton to="/foods" variant="secondary">
            Lihat Menu
          </LinkButton>
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-bold text-ink">Terjadi kesalahan</h1>
      <p className="text-lg text-ink-muted">
        Halaman ini tidak dapat ditampilkan. Periksa koneksi Anda, lalu muat ulang halaman.
      </p>
      <Button onClick={() => window.location.reload()}>Muat Ulang</Button>
    </PageContainer>
  );
}
