import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { Toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { useAdminSuggestions } from '../api/get-admin-suggestions';
import { useSetSuggestionVisibility } from '../api/set-suggestion-visibility';
import { SuggestionCard } from '../components/suggestion-card';
import { ownerShopMessages } from '../messages';

/** /admin/suggestions ("Saran"): every suggestion, each hidden from the home page or shown again. */
export function SuggestionsPage() {
  useDocumentTitle('Saran');
  const suggestions = useAdminSuggestions();
  const visibility = useSetSuggestionVisibility();
  const { toast, show, hide } = useToast();
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);

  const toggle = (id: number, hidden: boolean) => {
    setFailed(null);
    visibility.mutate(
      { id, hidden },
      {
        onSuccess: (changed) =>
          show({
            tone: 'success',
            text: changed.hidden
              ? ownerShopMessages.suggestionHidden
              : ownerShopMessages.suggestionShown,
          }),
        onError: (error) =>
          setFailed({
            id,
            message: getErrorMessage(error, ownerShopMessages.suggestionUpdateFailed),
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Saran"
        description="Saran dari pelanggan, terbaru di atas. Saran yang disembunyikan tidak tampil di halaman utama."
      />
      {suggestions.isPending ? (
        <LoadingText>{ownerShopMessages.suggestionsLoading}</LoadingText>
      ) : null}
      {suggestions.isError && !suggestions.data ? (
        <ErrorAlert
          message={ownerShopMessages.suggestionsLoadFailed}
          onRetry={() => void suggestions.refetch()}
        />
      ) : null}
      {suggestions.data?.length === 0 ? (
        <EmptyState message={ownerShopMessages.noSuggestions} />
      ) : null}
      {suggestions.data && suggestions.data.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {suggestions.data.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionCard
                suggestion={suggestion}
                busy={visibility.isPending && visibility.variables.id === suggestion.id}
                error={failed?.id === suggestion.id ? failed.message : undefined}
                onToggle={(hidden) => toggle(suggestion.id, hidden)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {toast ? (
        <Toast tone={toast.tone} onClose={hide}>
          {toast.text}
        </Toast>
      ) : null}
    </div>
  );
}
