import { useParams } from 'react-router';
import { WIDE_PHOTO_SIZES } from '@dapur/shared/menu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageContainer } from '../../../components/ui/page-container';
import { Price } from '../../../components/ui/price';
import { LoadingText } from '../../../components/ui/spinner';
import { isNotFoundError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { parseId } from '../../../lib/parse-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFood } from '../api/get-food';
import { DishImage } from '../../../components/ui/dish-image';
import { SoldOutBadge } from '../../../components/ui/sold-out-badge';
import { FoodOrderActions } from '../components/food-order-actions';
import { catalogMessages } from '../messages';
import { BackLink } from '../../../components/ui/back-link';

export function FoodDetailPage() {
  const foodId = parseId(useParams().foodId);
  const food = useFood(foodId);
  const notFound = foodId === null || isNotFoundError(food.error);

  useDocumentTitle(food.data ? food.data.nama : notFound ? 'Menu tidak ditemukan' : 'Detail Menu');

  return (
    <PageContainer>
      <BackLink to="/foods">Kembali ke Menu</BackLink>

      {notFound ? (
        <div className="rounded-2xl border border-cream-200 bg-white p-6">
          <h1 className="text-2xl font-bold text-ink">{catalogMessages.foodNotFound}</h1>
          <p className="mt-2 text-ink-muted">
            Menu ini mungkin sudah tidak tersedia. Silakan pilih menu lain.
          </p>
        </div>
      ) : food.isPending ? (
        <LoadingText>{catalogMessages.foodLoading}</LoadingText>
      ) : food.isError ? (
        food.isFetching ? (
          <LoadingText>{catalogMessages.foodLoading}</LoadingText>
        ) : (
          <ErrorAlert
            message={getErrorMessage(food.error, catalogMessages.foodsLoadError)}
            onRetry={() => void food.refetch()}
          />
        )
      ) : (
        <article className="grid gap-8 md:grid-cols-2 md:items-start">
          <div className="relative">
            <DishImage
              src={food.data.gambar_url}
              alt={food.data.nama}
              priority
              sizes={WIDE_PHOTO_SIZES}
              className="rounded-2xl shadow-sm"
            />
            {food.data.is_available ? null : <SoldOutBadge className="top-4 left-4 text-base" />}
          </div>
          <div className="flex flex-col gap-4">
            <h1 id="food-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {food.data.nama}
            </h1>
            <Price amount={food.data.harga} className="text-2xl font-bold text-brand-800" />
            {food.data.deskripsi ? (
              <p className="text-lg leading-relaxed text-ink">{food.data.deskripsi}</p>
            ) : null}
            <FoodOrderActions
              food={food.data}
              withNote
              withOptions
              withQuantity
              describedBy="food-title"
              layout="inline"
              className="mt-2"
            />
          </div>
        </article>
      )}
    </PageContainer>
  );
}
