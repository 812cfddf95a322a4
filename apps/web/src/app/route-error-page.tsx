import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { useDocumentTitle } from '../lib/use-document-title';
import { NotFoundPage } from './not-found-page';

/** Anything a page throws while rendering, or a page's code that failed to download. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Terjadi kesalahan');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
