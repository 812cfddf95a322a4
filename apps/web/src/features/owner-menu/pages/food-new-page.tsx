import { useNavigate } from 'react-router';
import { flashState } from '../../../lib/flash-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCategories } from '../api/get-admin-categories';
import { useCreateFood } from '../api/save-food';
import { FoodForm } from '../components/food-form';
import { MenuPageHeader } from '../components/menu-page-header';
import { QueryState } from '../components/query-state';
import { ownerMenuMessages } from '../messages';

/** /admin/menu/foods/new: a new dish; then on to its own page, to add the photo. */
export function FoodNewPage() {
  useDocumentTitle('Tambah Menu');
  const categories = useAdminCategories();
  const create = useCreateFood();
  const navigate = useNavigate();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <MenuPageHeader title="Tambah Menu" back={{ to: '/admin/menu', label: 'Kembali ke menu' }} />
      <QueryState
        queries={[categories]}
        loading={ownerMenuMessages.categoriesLoading}
        failed={ownerMenuMessages.categoriesLoadFailed}
      >
        {() => (
          <FoodForm
            categories={categories.data ?? []}
            submitLabel="Simpan menu"
            pending={create.isPending}
            error={create.error}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: (food) =>
                  void navigate(`/admin/menu/foods/${food.id}`, {
                    replace: true,
                    state: flashState({
                      tone: 'success',
                      text: ownerMenuMessages.foodCreated(food.nama),
                    }),
                  }),
              })
            }
          />
        )}
      </QueryState>
      <p className="text-ink-muted">{ownerMenuMessages.photoAfterSave}</p>
    </div>
  );
}
