import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { categoriesQueryOptions } from '../api/get-categories';
import { useFoods } from '../api/get-foods';
import { CompactMenu } from '../components/compact-menu';
import { FoodGrid } from '../components/food-grid';
import { FoodGridSkeleton } from '../components/food-grid-skeleton';
import { FoodsErrorDialog } from '../components/foods-error-dialog';
import { useCompactMenu } from '../hooks/use-compact-menu';
import { catalogMessages } from '../messages';

const MENU_DESCRIPTION =
  'Masakan rumahan yang dimasak segar setiap pagi. Pilih menu, lalu pesan untuk diantar atau diambil.';

export function FoodsPage() {
  useDocumentTitle('Menu');
  const foods = useFoods();
  const compact = useCompactMenu();
  // On a phone the dishes sit under their categories' headings; the grid needs no names.
  const categories = useQuery({ ...categoriesQueryOptions(), enabled: compact });
  // Each failure opens the dialog once; closing it leaves an inline notice with a retry.
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const errorMessage = getErrorMessage(foods.error, catalogMessages.foodsLoadError);

  function retry() {
    setDismissedError(foods.error);
    void foods.refetch();
  }

  return (
    <PageContainer>
      <PageHeader
        title="Menu Kami"
        // On a phone the dishes come first: the search and the chips say what to do.
        description={compact ? undefined : MENU_DESCRIPTION}
      />

      {foods.isPending ||
      (foods.isError && foods.isFetching) ||
      // The rows wait for their headings rather than jump under them when they come.
      (compact && categories.isPending && categories.isFetching) ? (
        <div>
          <LoadingText>{catalogMessages.foodsLoading}</LoadingText>
          <FoodGridSkeleton />
        </div>
      ) : foods.isError ? (
        <>
          <FoodsErrorDialog
            open={dismissedError !== foods.error}
            onOpenChange={(open) => {
              if (!open) setDismissedError(foods.error);
            }}
            message={errorMessage}
            onRetry={retry}
          />
          {dismissedError === foods.error ? (
            <ErrorAlert message={errorMessage} onRetry={retry} />
          ) : null}
        </>
      ) : foods.data && foods.data.length > 0 ? (
        compact ? (
          <CompactMenu foods={foods.data} categories={categories.data} />
        ) : (
          <FoodGrid foods={foods.data} />
        )
      ) : (
        <EmptyState message={catalogMessages.foodsEmpty} />
      )}
    </PageContainer>
  );
}
