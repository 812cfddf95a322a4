import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { isNotFoundError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { parseId } from '../../../lib/parse-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategoryFoods } from '../api/get-category-foods';
import { CartBar } from '../components/cart-bar';
import { FoodGrid } from '../components/food-grid';
import { FoodList } from '../components/food-list';
import { useCompactMenu } from '../hooks/use-compact-menu';
import { catalogMessages } from '../messages';
import { BackLink } from '../../../components/ui/back-link';

export function CategoryPage() {
  const categoryId = parseId(useParams().categoryId);
  const result = useCategoryFoods(categoryId);
  const compact = useCompactMenu();
  const notFound = categoryId === null || isNotFoundError(result.error);

  useDocumentTitle(
    result.data ? result.data.category.name : notFound ? 'Kategori tidak ditemukan' : 'Kategori',
  );

  return (
    <PageContainer>
      <BackLink to="/categories">Semua Kategori</BackLink>

      {notFound ? (
        <div className="rounded-2xl border border-cream-200 bg-white p-6">
          <h1 className="text-2xl font-bold text-ink">{catalogMessages.categoryNotFound}</h1>
          <p className="mt-2 text-ink-muted">
            Kategori ini mungkin sudah tidak tersedia. Silakan pilih kategori lain.
          </p>
        </div>
      ) : result.isPending || (result.isError && result.isFetching) ? (
        <LoadingText>{catalogMessages.categoryLoading}</LoadingText>
      ) : result.isError ? (
        <ErrorAlert
          message={getErrorMessage(result.error, catalogMessages.categoriesLoadError)}
          onRetry={() => void result.refetch()}
        />
      ) : (
        <>
          <PageHeader
            title={result.data.category.name}
            description={result.data.category.description ?? catalogMessages.categoryNoDescription}
          />
          {result.data.foods.length === 0 ? (
            <EmptyState
              message={catalogMessages.categoryEmpty}
              action={
                <LinkButton to="/foods" variant="secondary">
                  Lihat Semua Menu
                </LinkButton>
              }
            />
          ) : compact ? (
            <>
              <FoodList foods={result.data.foods} headingLevel={2} first />
              <CartBar />
            </>
          ) : (
            <FoodGrid foods={result.data.foods} />
          )}
        </>
      )}
    </PageContainer>
  );
}
