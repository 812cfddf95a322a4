import type { ReactNode } from 'react';
import type { RestaurantProfile } from '@dapur/shared/restaurant';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { useRestaurant } from '../../../lib/restaurant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactDetails } from '../components/contact-details';
import { LocationMap } from '../components/location-map';
import { historyParagraphs } from '../lib/restaurant-story';
import { aboutMessages } from '../messages';

export interface AboutPageProps {
  /**
   * The suggestion form (spec §2, "/about"). It belongs to a feature of its own, so the
   * app's router hands it in here once that feature exists.
   */
  suggestionForm?: ReactNode;
}

function RestaurantStory({ profile }: { profile: RestaurantProfile }) {
  const paragraphs = historyParagraphs(profile.history);
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      {paragraphs.length > 0 ? (
        <section aria-labelledby="history-title" className="flex flex-col gap-4">
          <h2 id="history-title" className="text-2xl font-bold text-ink">
            Cerita Kami
          </h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="text-lg leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
      <div className="flex flex-col gap-10">
        <ContactDetails profile={profile} />
        {profile.map_url ? (
          <LocationMap mapUrl={profile.map_url} restaurantName={profile.name} />
        ) : null}
      </div>
    </div>
  );
}

export function AboutPage({ suggestionForm }: AboutPageProps) {
  useDocumentTitle('Tentang Kami');
  const restaurant = useRestaurant();
  return (
    <PageContainer>
      <PageHeader title="Tentang Kami" description={restaurant.data?.tagline || undefined} />
      {restaurant.data ? (
        <RestaurantStory profile={restaurant.data} />
      ) : restaurant.isError && !restaurant.isFetching ? (
        <ErrorAlert message={aboutMessages.loadFailed} onRetry={() => void restaurant.refetch()} />
      ) : (
        <LoadingText>{aboutMessages.loading}</LoadingText>
      )}
      {suggestionForm}
    </PageContainer>
  );
}
