import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFoods } from '../api/get-foods';
import { FoodGrid } from '../components/food-grid';
import { FoodGridSkeleton } from '../components/food-grid-skeleton';
import { FoodsErrorDialog } from '../components/foods-error-dialog';
import { catalogMessages } from '../messages';

export function FoodsPage() {
  useDocumentTitle('Menu');
  const foods = useFoods();
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
        description="Masakan rumahan yang dimasak segar setiap pagi. Pilih menu, lalu pesan untuk diantar atau diambil."
      />

      {foods.isPending || (foods.isError && foods.isFetching) ? (
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
        <FoodGrid foods={foods.data} />
      ) : (
        <EmptyState message={catalogMessages.foodsEmpty} />
      )}
    </PageContainer>
  );
}
