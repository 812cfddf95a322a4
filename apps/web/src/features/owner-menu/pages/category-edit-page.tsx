import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { menuMessages, type AdminCategory } from '@dapur/shared/menu';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { Notice } from '../../../components/ui/notice';
import { getErrorMessage } from '../../../lib/error-message';
import { flashState } from '../../../lib/flash-notice';
import { parseId } from '../../../lib/parse-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategory } from '../api/get-admin-categories';
import { useUpdateCategory } from '../api/save-category';
import { useUploadCategoryPhoto } from '../api/upload-menu-photo';
import { CategoryForm } from '../components/category-form';
import { MenuPageHeader } from '../components/menu-page-header';
import { PhotoField } from '../components/photo-field';
import { QueryState } from '../components/query-state';
import { ownerMenuMessages } from '../messages';

const categoriesPath = '/admin/menu/categories';

function DeleteCategory({ category }: { category: AdminCategory }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCategory();
  const navigate = useNavigate();
  const titleId = useId();
  const warning = ownerMenuMessages.categoryDeleteDescription(
    category.food_count,
    category.image_url !== null,
  );

  function confirm() {
    remove.mutate(category.id, {
      onSuccess: () =>
        void navigate(categoriesPath, {
          state: flashState({
            tone: 'success',
            text: ownerMenuMessages.categoryDeleted(category.name),
          }),
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
        Hapus kategori
      </h2>
      <p className="text-ink-muted">{warning}</p>
      {remove.isError ? (
        <Notice tone="error" className="self-stretch">
          {getErrorMessage(remove.error, ownerMenuMessages.categoryDeleteFailed)}
        </Notice>
      ) : null}
      <DangerButton look="outline" onClick={() => setOpen(true)}>
        Hapus kategori
      </DangerButton>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        tone="danger"
        title={ownerMenuMessages.categoryDeleteTitle(category.name)}
        description={warning}
      >
        <DialogClose disabled={remove.isPending}>Batal</DialogClose>
        <DangerButton
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          Hapus kategori
        </DangerButton>
      </Dialog>
    </section>
  );
}

function EditCategory({ category }: { category: AdminCategory }) {
  const update = useUpdateCategory();
  const upload = useUploadCategoryPhoto(category.id);
  const navigate = useNavigate();

  return (
    <div className="flex flex-col gap-6">
      <PhotoField src={category.image_url} name={category.name} upload={upload} />
      <CategoryForm
        category={category}
        submitLabel="Simpan perubahan"
        pending={update.isPending}
        error={update.error}
        onSubmit={(_body, changed) => {
          if (Object.keys(changed).length === 0) {
            void navigate(categoriesPath, {
              state: flashState({
                tone: 'success',
                text: ownerMenuMessages.nothingChanged(category.name),
              }),
            });
            return;
          }
          update.mutate(
            { id: category.id, body: changed },
            {
              onSuccess: (saved) =>
                void navigate(categoriesPath, {
                  state: flashState({
                    tone: 'success',
                    text: ownerMenuMessages.categorySaved(saved.name),
                  }),
                }),
            },
          );
        }}
      />
      <DeleteCategory category={category} />
    </div>
  );
}

/** /admin/menu/categories/:categoryId: a category's name, description and photo, or delete it. */
export function CategoryEditPage() {
  const categoryId = parseId(useParams().categoryId);
  const category = useAdminCategory(categoryId);
  useDocumentTitle(category.data ? `Kategori ${category.data.name}` : 'Ubah Kategori');

  return (
    <div className="mx-auto flex max-w-2xl flex-col">
      <MenuPageHeader
        title={category.data?.name ?? 'Ubah Kategori'}
        back={{ to: categoriesPath, label: 'Kembali ke kategori' }}
      />
      <QueryState
        queries={[category]}
        loading={ownerMenuMessages.categoriesLoading}
        failed={ownerMenuMessages.categoriesLoadFailed}
      >
        {() =>
          category.data ? (
            <EditCategory key={category.data.id} category={category.data} />
          ) : (
            <EmptyState
              message={menuMessages.categoryNotFound}
              action={<LinkButton to={categoriesPath}>Lihat semua kategori</LinkButton>}
            />
          )
        }
      </QueryState>
    </div>
  );
}
