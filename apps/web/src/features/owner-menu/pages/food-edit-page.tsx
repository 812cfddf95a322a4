import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AdminCategory, AdminFood } from '@dapur/shared/menu';
import { menuMessages } from '@dapur/shared/menu';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { Notice } from '../../../components/ui/notice';
import { getErrorMessage } from '../../../lib/error-message';
import { flashState } from '../../../lib/flash-notice';
import { parseId } from '../../../lib/parse-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArchiveFood } from '../api/archive-food';
import { useAdminCategories } from '../api/get-admin-categories';
import { useAdminFood } from '../api/get-admin-foods';
import { useUpdateFood } from '../api/save-food';
import { useUploadFoodPhoto } from '../api/upload-menu-photo';
import { FoodForm } from '../components/food-form';
import { FoodRow } from '../components/food-row';
import { MenuPageHeader } from '../components/menu-page-header';
import { OptionAvailability } from '../components/option-availability';
import { OptionGroupsEditor } from '../components/option-groups-editor';
import { PhotoField } from '../components/photo-field';
import { QueryState } from '../components/query-state';
import { ownerMenuMessages } from '../messages';

const back = { to: '/admin/menu', label: 'Kembali ke menu' };

function ArchiveFood({ food }: { food: AdminFood }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveFood();
  const navigate = useNavigate();
  const titleId = useId();

  function confirm() {
    archive.mutate(food.id, {
      onSuccess: () =>
        void navigate('/admin/menu', {
          state: flashState({ tone: 'success', text: ownerMenuMessages.foodArchived(food.nama) }),
        }),
      onError: () => setOpen(false),
    });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-3 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Hapus dari menu
      </h2>
      <p className="text-ink-muted">{ownerMenuMessages.archiveDescription}</p>
      {archive.isError ? (
        <Notice tone="error" className="self-stretch">
          {getErrorMessage(archive.error, ownerMenuMessages.archiveFailed)}
        </Notice>
      ) : null}
      <DangerButton look="outline" onClick={() => setOpen(true)}>
        Hapus dari menu
      </DangerButton>
      <Dialog
        open={open}
        onOpenChange={(next) => !archive.isPending && setOpen(next)}
        tone="danger"
        title={ownerMenuMessages.archiveTitle(food.nama)}
        description={ownerMenuMessages.archiveDescription}
      >
        <DialogClose disabled={archive.isPending}>Batal</DialogClose>
        <DangerButton
          onClick={confirm}
          disabled={archive.isPending}
          aria-busy={archive.isPending || undefined}
        >
          Hapus dari menu
        </DangerButton>
      </Dialog>
    </section>
  );
}

function EditFood({ food, categories }: { food: AdminFood; categories: AdminCategory[] }) {
  const update = useUpdateFood();
  const upload = useUploadFoodPhoto(food.id);
  const navigate = useNavigate();

  return (
    <div className="flex flex-col gap-6">
      <PhotoField src={food.gambar_url} name={food.nama} upload={upload} />
      <FoodForm
        food={food}
        categories={categories}
        submitLabel="Simpan perubahan"
        pending={update.isPending}
        error={update.error}
        onSubmit={(_body, changed) => {
          if (Object.keys(changed).length === 0) {
            void navigate('/admin/menu', {
              state: flashState({
                tone: 'success',
                text: ownerMenuMessages.nothingChanged(food.nama),
              }),
            });
            return;
          }
          update.mutate(
            { id: food.id, body: changed },
            {
              onSuccess: (saved) =>
                void navigate('/admin/menu', {
                  state: flashState({
                    tone: 'success',
                    text: ownerMenuMessages.foodSaved(saved.nama),
                  }),
                }),
            },
          );
        }}
      />
      <OptionAvailability food={food} />
      <OptionGroupsEditor food={food} />
      <ArchiveFood food={food} />
    </div>
  );
}

/** /admin/menu/foods/:foodId: change a dish, its photo, or take it off the menu. */
export function FoodEditPage() {
  const foodId = parseId(useParams().foodId);
  const food = useAdminFood(foodId);
  const categories = useAdminCategories();
  useDocumentTitle(food.data ? `Ubah ${food.data.nama}` : 'Ubah Menu');

  return (
    <div className="mx-auto flex max-w-2xl flex-col">
      <MenuPageHeader title={food.data?.nama ?? 'Ubah Menu'} back={back} />
      <QueryState
        queries={[food, categories]}
        loading={ownerMenuMessages.foodsLoading}
        failed={ownerMenuMessages.foodsLoadFailed}
      >
        {() =>
          !food.data ? (
            <EmptyState
              message={menuMessages.foodNotFound}
              action={<LinkButton to="/admin/menu">Lihat semua menu</LinkButton>}
            />
          ) : food.data.archived ? (
            <div className="flex flex-col gap-4">
              <p className="rounded-xl border border-cream-300 bg-cream-100 p-4 font-medium text-ink">
                {ownerMenuMessages.foodArchivedReadOnly}
              </p>
              <FoodRow food={food.data} headingLevel={2} />
            </div>
          ) : (
            <EditFood key={food.data.id} food={food.data} categories={categories.data ?? []} />
          )
        }
      </QueryState>
    </div>
  );
}
