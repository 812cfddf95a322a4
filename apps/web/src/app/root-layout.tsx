import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../features/layout/components/site-footer';
import { SiteHeader } from '../features/layout/components/site-header';
import { OfflineNotice } from '../features/offline/offline-notice';
import { LoadingText } from '../components/ui/spinner';
import { PageContainer } from '../components/ui/page-container';
import { FlashNotice } from './flash-notice';
import { HeaderAccount } from './header-account';

function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3"
      >
        Langsung ke konten
      </a>
      <SiteHeader account={<HeaderAccount />} />
      <OfflineNotice />
      {/* At least a screen tall: the footer starts below the fold, so a page whose code or
          data arrives late grows into the space instead of pushing the footer down. */}
      {/* Each Suspense boundary hydrates on its own (React's selective hydration): the page
          rendered on the server hydrates in short tasks, and a tap on a part still waiting
          hydrates that part first. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <FlashNotice />
      <ScrollRestoration />
    </AppShell>
  );
}

/** Shown inside the layout while the first page's code loads. */
export function PageLoading() {
  return (
    <PageContainer>
      <LoadingText>Memuat halaman...</LoadingText>
    </PageContainer>
  );
}
