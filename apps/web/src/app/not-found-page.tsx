import { LinkButton } from '../components/ui/link-button';
import { PageContainer } from '../components/ui/page-container';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Halaman tidak ditemukan');
  return (
    <PageContainer className="flex flex-col items-start gap-4">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">404</p>
      <h1 className="text-3xl font-bold text-ink">Halaman tidak ditemukan</h1>
      <p className="text-lg text-ink-muted">
        Halaman yang Anda cari tidak ada atau sudah dipindahkan.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/">Kembali ke Beranda</LinkButton>
        <LinkButton to="/foods" variant="secondary">
          Lihat Menu
        </LinkButton>
      </div>
    </PageContainer>
  );
}
