import { Link } from 'react-router';
import type { AdminCategory } from '@dapur/shared/menu';
import { DishImage, THUMBNAIL_SIZES } from '../../../components/ui/dish-image';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCategories } from '../api/get-admin-categories';
import { MenuPageHeader } from '../components/menu-page-header';
import { QueryState } from '../components/query-state';
import { ownerMenuMessages } from '../messages';

function CategoryRow({ category }: { category: AdminCategory }) {
  return (
    <article className="flex items-center gap-3 rounded-xl border border-cream-200 bg-white p-2 sm:p-3">
      <div className="w-16 shrink-0 sm:w-20">
        <DishImage
          src={category.image_url}
          alt={category.name}
          sizes={THUMBNAIL_SIZES}
          className="rounded-lg"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="leading-snug font-semibold text-ink">
          <Link
            to={`/admin/menu/categories/${category.id}`}
            className="-my-1 flex min-h-11 items-center rounded-md py-1 break-words hover:text-brand-800 hover:underline"
          >
            {category.name}
          </Link>
        </h2>
        <p className="text-sm text-ink-muted">
          {ownerMenuMessages.categoryFoodCount(category.food_count)}
        </p>
      </div>
    </article>
  );
}

/** /admin/menu/categories: the categories, how many dishes each holds, and a new one. */
export function CategoriesPage() {
  useDocumentTitle('Kategori Menu');
  const categories = useAdminCategories();

  return (
    <div className="mx-auto flex max-w-2xl flex-col">
      <MenuPageHeader
        title="Kategori Menu"
        back={{ to: '/admin/menu', label: 'Kembali ke menu' }}
        actions={<LinkButton to="/admin/menu/categories/new">Tambah kategori</LinkButton>}
      />
      <QueryState
        queries={[categories]}
        loading={ownerMenuMessages.categoriesLoading}
        failed={ownerMenuMessages.categoriesLoadFailed}
      >
        {() =>
          categories.data?.length ? (
            <ul className="flex flex-col gap-2">
              {categories.data.map((category) => (
                <li key={category.id}>
                  <CategoryRow category={category} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              message={ownerMenuMessages.categoriesEmpty}
              action={<LinkButton to="/admin/menu/categories/new">Tambah kategori</LinkButton>}
            />
          )
        }
      </QueryState>
    </div>
  );
}
