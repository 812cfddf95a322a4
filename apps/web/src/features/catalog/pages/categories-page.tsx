import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from '../components/category-card';
import { catalogMessages } from '../messages';

export function CategoriesPage() {
  useDocumentTitle('Kategori');
  const categories = useCategories();

  return (
    <PageContainer>
      <PageHeader
        title="Kategori Menu"
        description="Dari nasi box untuk kantor sampai paket katering untuk acara keluarga."
      />

      {categories.isPending || (categories.isError && categories.isFetching) ? (
        <LoadingText>{catalogMessages.categoryLoading}</LoadingText>
      ) : categories.isError ? (
        <ErrorAlert
          message={getErrorMessage(categories.error, catalogMessages.categoriesLoadError)}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState message={catalogMessages.categoriesEmpty} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {categories.data.map((category, index) => (
            <li key={category.id}>
              <CategoryCard category={category} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
