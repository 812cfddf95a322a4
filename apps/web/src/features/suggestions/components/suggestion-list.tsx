import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingText } from '../../../components/ui/spinner';
import { useSuggestions } from '../api/get-suggestions';
import { loadErrorMessage } from '../lib/load-error-message';
import { suggestionMessages } from '../messages';
import { SuggestionItem } from './suggestion-item';

/** Customer suggestions on the home page (spec §2), newest first. */
export function SuggestionList() {
  const suggestions = useSuggestions();

  return (
    <section aria-labelledby="suggestions-title" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
      <h2 id="suggestions-title" className="text-2xl font-bold text-ink sm:text-3xl">
        Saran Pelanggan
      </h2>
      <div className="mt-6">
        {suggestions.isPending || (suggestions.isError && suggestions.isFetching) ? (
          <LoadingText>{suggestionMessages.loading}</LoadingText>
        ) : suggestions.isError ? (
          <ErrorAlert
            message={loadErrorMessage(suggestions.error)}
            onRetry={() => void suggestions.refetch()}
          />
        ) : suggestions.data.length === 0 ? (
          <EmptyState message={suggestionMessages.empty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {suggestions.data.map((suggestion) => (
              <li key={suggestion.id}>
                <SuggestionItem suggestion={suggestion} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
