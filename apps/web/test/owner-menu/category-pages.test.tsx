import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuMessages, type AdminCategory } from '@dapur/shared/menu';
import { json, mockFetch, offline } from '../helpers/mock-fetch';
import { success } from '../helpers/menu-fixtures';
import { validationError } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';
import {
  categoriesAnswer,
  menuAnswers,
  menuCategories,
  menuFoods,
  signInOwner,
  uploadedImage,
  nodeForms,
} from './owner-fixtures';

const CATEGORIES = 'GET /api/admin/categories';
const katering: AdminCategory = {
  id: 9,
  name: 'Katering',
  description: 'Untuk arisan dan syukuran.',
  image_url: null,
  lead_time_days: 2,
  food_count: 0,
};

function row(name: string) {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`${name} is not a row`);
  return within(article);
}

describe('/admin/menu/categories', () => {
  it('lists the categories with their photos and how many dishes each holds', async () => {
    signInOwner();
    mockFetch(menuAnswers(menuFoods, [...menuCategories, katering]));
    renderApp('/admin/menu/categories');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kategori Menu' })).toBeVisible();
    await screen.findByRole('heading', { name: 'Nasi Box' });
    expect(document.title).toBe('Kategori Menu — Warung Mbak Sri');
    const nasiBox = row('Nasi Box');
    expect(nasiBox.getByRole('img', { name: 'Nasi Box' })).toHaveAttribute(
      'src',
      '/storage/categories/nasi-box.webp',
    );
    expect(nasiBox.getByText('2 menu')).toBeVisible();
    expect(nasiBox.getByRole('link', { name: 'Nasi Box' })).toHaveAttribute(
      'href',
      '/admin/menu/categories/1',
    );
    expect(row('Katering').getByText('Belum ada menu')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tambah kategori' })).toHaveAttribute(
      'href',
      '/admin/menu/categories/new',
    );
  });

  it('says there is no category yet, and that a failed load can be tried again', async () => {
    signInOwner();
    let online = false;
    mockFetch({
      ...menuAnswers(),
      [CATEGORIES]: (request) => (online ? categoriesAnswer([])(request) : offline(request)),
    });
    const { user } = renderApp('/admin/menu/categories');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat kategori.');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText(/Belum ada kategori\./)).toBeVisible();
  });

  it('creates a category and opens its page for a photo', async () => {
    signInOwner();
    const api = mockFetch({
      ...menuAnswers(),
      'POST /api/admin/categories': () => json(success(katering), 201),
      [CATEGORIES]: categoriesAnswer([...menuCategories, katering]),
    });
    const { user, router } = renderApp('/admin/menu/categories/new');
    await user.type(await screen.findByRole('textbox', { name: 'Nama kategori' }), 'Katering');
    await user.type(
      screen.getByRole('textbox', { name: 'Deskripsi' }),
      'Untuk arisan dan syukuran.',
    );
    // Catering is ordered two days ahead.
    const leadDays = screen.getByRole('textbox', { name: 'Dipesan berapa hari sebelumnya' });
    expect(leadDays).toHaveValue('0');
    expect(leadDays).toHaveAccessibleDescription(/H-2/);
    await user.clear(leadDays);
    await user.type(leadDays, '2');
    await user.click(screen.getByRole('button', { name: 'Simpan kategori' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu/categories/9'));
    expect(await api.bodyOf('POST /api/admin/categories')).toEqual({
      name: 'Katering',
      description: 'Untuk arisan dan syukuran.',
      lead_time_days: 2,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Katering' })).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kategori Katering ditambahkan. Sekarang tambahkan fotonya.',
    );
    expect(screen.getByLabelText('Tambah foto')).toBeVisible();
  });

  it("shows the server's 422 under the name and keeps what was typed", async () => {
    signInOwner();
    mockFetch({
      ...menuAnswers(),
      'POST /api/admin/categories': () =>
        validationError('Data yang dikirim tidak valid.', {
          name: ['Nama kategori berisi karakter yang tidak diizinkan.'],
        }),
    });
    const { user } = renderApp('/admin/menu/categories/new');
    const name = await screen.findByRole('textbox', { name: 'Nama kategori' });
    await user.type(name, 'Katering');
    await user.click(screen.getByRole('button', { name: 'Simpan kategori' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'Nama kategori berisi karakter yang tidak diizinkan.',
      ),
    );
    expect(name).toHaveValue('Katering');
  });

  it('uploads a photo for a category', async () => {
    signInOwner();
    const photoFile = await nodeForms();
    let sent: Awaited<ReturnType<typeof uploadedImage>> | undefined;
    const withPhoto = { ...katering, image_url: '/storage/categories/katering-0a1b2c3d.webp' };
    mockFetch({
      ...menuAnswers(),
      'GET /api/admin/categories/9': () => json(success(katering)),
      'POST /api/admin/categories/9/image': async (request) => {
        sent = await uploadedImage(request);
        return json(success(withPhoto));
      },
    });
    const { user } = renderApp('/admin/menu/categories/9');
    await user.upload(
      await screen.findByLabelText('Tambah foto'),
      photoFile('tumpeng.webp', 'image/webp', 'tumpeng'),
    );
    expect(await screen.findByText('Foto disimpan.')).toBeVisible();
    expect(sent).toMatchObject({ fields: ['image'], name: 'tumpeng.webp', type: 'image/webp' });
    expect(screen.getByRole('img', { name: 'Foto Katering' })).toHaveAttribute(
      'src',
      '/storage/categories/katering-0a1b2c3d.webp',
    );
    expect(screen.getByLabelText('Ganti foto')).toBeVisible();
  });

  it('shows how many days ahead a category is ordered, and refuses what is not 0–14 days', async () => {
    signInOwner();
    const api = mockFetch({
      ...menuAnswers(menuFoods, [...menuCategories, katering]),
      'PUT /api/admin/categories/9': () => json(success({ ...katering, lead_time_days: 3 })),
    });
    const { user } = renderApp('/admin/menu/categories/9');
    const leadDays = await screen.findByRole('textbox', { name: 'Dipesan berapa hari sebelumnya' });
    expect(leadDays).toHaveValue('2');
    await user.clear(leadDays);
    await user.type(leadDays, '30');
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() =>
      expect(leadDays).toHaveAccessibleDescription(/Waktu pesan sebelumnya harus 0–14 hari\./),
    );
    expect(api.callsTo('PUT /api/admin/categories/9')).toBe(0);

    await user.clear(leadDays);
    await user.type(leadDays, '3');
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/categories/9')).toBe(1));
    expect(await api.bodyOf('PUT /api/admin/categories/9')).toEqual({ lead_time_days: 3 });
  });

  it('saves a changed name and goes back to the list', async () => {
    signInOwner();
    const api = mockFetch({
      ...menuAnswers(),
      'PUT /api/admin/categories/5': () =>
        json(success({ ...menuCategories[1]!, name: 'Minuman Segar' })),
    });
    const { user, router } = renderApp('/admin/menu/categories/5');
    const name = await screen.findByRole('textbox', { name: 'Nama kategori' });
    expect(name).toHaveValue('Minuman');
    await user.type(name, ' Segar');
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu/categories'));
    expect(await api.bodyOf('PUT /api/admin/categories/5')).toEqual({ name: 'Minuman Segar' });
    // The list loads first: the edit page read only its own row.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Perubahan kategori Minuman Segar disimpan.',
      ),
    );
  });

  it('deletes a category after a warning that says how many dishes become uncategorised', async () => {
    signInOwner();
    const api = mockFetch({
      ...menuAnswers(),
      [CATEGORIES]: categoriesAnswer([menuCategories[1]!]),
      'DELETE /api/admin/categories/1': () => json({ status: 'success' }),
    });
    const { user, router } = renderApp('/admin/menu/categories/1');
    await user.click(await screen.findByRole('button', { name: 'Hapus kategori' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus kategori Nasi Box?' });
    expect(dialog).toHaveTextContent(
      '2 menu di dalamnya menjadi “Tanpa kategori” dan tetap dijual.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hapus kategori' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu/categories'));
    expect(api.callsTo('DELETE /api/admin/categories/1')).toBe(1);
    // The list loads first: the edit page read only its own row.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Kategori Nasi Box dihapus.'),
    );
    expect(screen.queryByRole('heading', { name: 'Nasi Box' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Minuman' })).toBeVisible();
  });

  it('keeps the category and says why when the delete fails', async () => {
    signInOwner();
    mockFetch({
      ...menuAnswers(),
      'DELETE /api/admin/categories/5': () =>
        json({ status: 'error', message: menuMessages.categoryNotFound }, 404),
    });
    const { user, router } = renderApp('/admin/menu/categories/5');
    await user.click(await screen.findByRole('button', { name: 'Hapus kategori' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus kategori Minuman?' });
    expect(dialog).toHaveTextContent('1 menu di dalamnya menjadi “Tanpa kategori”');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus kategori' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(menuMessages.categoryNotFound);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/menu/categories/5');
  });
});
