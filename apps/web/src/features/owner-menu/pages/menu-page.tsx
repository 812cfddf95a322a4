import { useId, useState } from 'react';
import type { AdminCategory, AdminFood } from '@dapur/shared/menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { TextField } from '../../../components/ui/text-field';
import { Toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { useAdminCategories } from '../api/get-admin-categories';
import { useAdminFoods } from '../api/get-admin-foods';
import { useSetFoodAvailability } from '../api/set-food-availability';
import { AvailabilitySwitch } from '../components/availability-switch';
import { FoodRow } from '../components/food-row';
import { MenuPageHeader } from '../components/menu-page-header';
import { QueryState } from '../components/query-state';
import { groupFoods } from '../lib/group-foods';
import { ownerMenuMessages } from '../messages';

function ArchivedFoods({ foods }: { foods: AdminFood[] }) {
  if (foods.length === 0) return null;
  return (
    <details className="group rounded-2xl border border-cream-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl px-4 py-2 font-semibold text-ink hover:bg-cream-100">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ▸
        </span>
        <h2 className="text-lg font-bold">Diarsipkan ({foods.length})</h2>
      </summary>
      <div className="flex flex-col gap-3 px-3 pb-4 sm:px-4">
        <p className="text-sm text-ink-muted">{ownerMenuMessages.archivedNote}</p>
        <ul aria-label="Menu yang diarsipkan" className="flex flex-col gap-2">
          {foods.map((food) => (
            <li key={food.id}>
              <FoodRow food={food} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function MenuList({ foods, categories }: { foods: AdminFood[]; categories: AdminCategory[] }) {
  const [query, setQuery] = useState('');
  const { toast, show, hide } = useToast();
  const availability = useSetFoodAvailability((food, error) =>
    show({
      tone: 'error',
      text: ownerMenuMessages.availabilityFailed(
        food.nama,
        getErrorMessage(error, ownerMenuMessages.checkConnection),
      ),
    }),
  );
  const headingPrefix = useId();
  const groups = groupFoods(foods, categories, query, ownerMenuMessages.uncategorised);
  const onMenu = foods.filter((food) => !food.archived);
  const archived = foods.filter((food) => food.archived);

  function switchAvailability(food: AdminFood, isAvailable: boolean) {
    hide();
    availability.mutate({ food, isAvailable });
  }

  return (
    <div className="flex flex-col gap-6">
      {onMenu.length === 0 ? (
        <EmptyState
          message={ownerMenuMessages.foodsEmpty}
          action={<LinkButton to="/admin/menu/foods/new">Tambah menu</LinkButton>}
        />
      ) : (
        <>
          <div className="max-w-md">
            <TextField
              label="Cari menu"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {groups.length === 0 ? (
            <p role="status" className="text-lg text-ink">
              {ownerMenuMessages.searchEmpty(query.trim())}
            </p>
          ) : (
            groups.map((group) => {
              const headingId = `${headingPrefix}-${group.categoryId ?? 'none'}`;
              return (
                <section key={group.categoryId ?? 'none'} aria-labelledby={headingId}>
                  <h2 id={headingId} className="mb-3 text-lg font-bold text-ink">
                    {group.name}{' '}
                    <span className="font-normal text-ink-muted">({group.foods.length})</span>
                  </h2>
                  <ul className="flex flex-col gap-2">
                    {group.foods.map((food) => (
                      <li key={food.id}>
                        <FoodRow food={food} to={`/admin/menu/foods/${food.id}`}>
                          <AvailabilitySwitch
                            name={food.nama}
                            checked={food.is_available}
                            onChange={(checked) => switchAvailability(food, checked)}
                          />
                        </FoodRow>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          )}
        </>
      )}
      <ArchivedFoods foods={archived} />
      {toast ? (
        <Toast tone={toast.tone} onClose={hide}>
          {toast.text}
        </Toast>
      ) : null}
    </div>
  );
}

/** /admin/menu: every dish by category, each with its sold-out switch. */
export function MenuPage() {
  useDocumentTitle('Menu');
  const foods = useAdminFoods();
  const categories = useAdminCategories();

  return (
    <>
      <MenuPageHeader
        title="Menu"
        actions={
          <>
            <LinkButton to="/admin/menu/foods/new">Tambah menu</LinkButton>
            <LinkButton to="/admin/menu/categories" variant="secondary">
              Kelola kategori
            </LinkButton>
          </>
        }
      />
      <QueryState
        queries={[foods, categories]}
        loading={ownerMenuMessages.foodsLoading}
        failed={ownerMenuMessages.foodsLoadFailed}
      >
        {() => <MenuList foods={foods.data ?? []} categories={categories.data ?? []} />}
      </QueryState>
    </>
  );
}
