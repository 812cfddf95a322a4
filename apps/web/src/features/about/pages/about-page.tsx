import type { ReactNode } from 'react';
import { restaurant } from '@dapur/shared/restaurant';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactDetails } from '../components/contact-details';
import { LocationMap } from '../components/location-map';

export interface AboutPageProps {
  /**
   * The suggestion form (spec §2, "/about"). It belongs to a feature of its own, so the
   * app's router hands it in here once that feature exists.
   */
  suggestionForm?: ReactNode;
}

export function AboutPage({ suggestionForm }: AboutPageProps) {
  useDocumentTitle('Tentang Kami');
  return (
    <PageContainer>
      <PageHeader title="Tentang Kami" description={restaurant.tagline} />
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="history-title" className="flex flex-col gap-4">
          <h2 id="history-title" className="text-2xl font-bold text-ink">
            Cerita Kami
          </h2>
          {restaurant.history.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
        </section>
        <div className="flex flex-col gap-10">
          <ContactDetails />
          <LocationMap />
        </div>
      </div>
      {suggestionForm}
    </PageContainer>
  );
}
