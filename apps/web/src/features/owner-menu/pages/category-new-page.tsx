import { useNavigate } from 'react-router';
import { flashState } from '../../../lib/flash-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateCategory } from '../api/save-category';
import { CategoryForm } from '../components/category-form';
import { MenuPageHeader } from '../components/menu-page-header';
import { ownerMenuMessages } from '../messages';

/** /admin/menu/categories/new: a new category; then on to its own page, to add the photo. */
export function CategoryNewPage() {
  useDocumentTitle('Tambah Kategori');
  const create = useCreateCategory();
  const navigate = useNavigate();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <MenuPageHeader
        title="Tambah Kategori"
        back={{ to: '/admin/menu/categories', label: 'Kembali ke kategori' }}
      />
      <CategoryForm
        submitLabel="Simpan kategori"
        pending={create.isPending}
        error={create.error}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (category) =>
              void navigate(`/admin/menu/categories/${category.id}`, {
                replace: true,
                state: flashState({
                  tone: 'success',
                  text: ownerMenuMessages.categoryCreated(category.name),
                }),
              }),
          })
        }
      />
      <p className="text-ink-muted">{ownerMenuMessages.photoAfterSave}</p>
    </div>
  );
}
