import type { ReactNode } from 'react';
import { ShopStatusBanner } from '../../../components/ui/shop-status-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HomeHero } from '../components/home-hero';
import { HomeHighlights } from '../components/home-highlights';

export interface HomePageProps {
  /**
   * The customer suggestions list (spec §2, "/"). It belongs to a feature of its own,
   * so the app's router hands it in here once that feature exists.
   */
  suggestions?: ReactNode;
}

export function HomePage({ suggestions }: HomePageProps) {
  useDocumentTitle('Masakan Rumahan Indonesia');
  return (
    <>
      {/* Closed or paused, before anyone reaches for "Pesan Sekarang": as on the menu's pages. */}
      <ShopStatusBanner />
      <HomeHero />
      <HomeHighlights />
      {suggestions}
    </>
  );
}
