import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuMessages } from '@dapur/shared/menu';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { nasiGoreng, success } from '../helpers/menu-fixtures';
import { validationError } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';
import {
  adminFood,
  foodsAnswer,
  menuAnswers,
  menuFoods,
  signInOwner,
  uploadedImage,
  nodeForms,
} from './owner-fixtures';

const FOODS = 'GET /api/admin/foods';
const gadoGado = adminFood({
  id: 50,
  nama: 'Gado-gado Jakarta',
  harga: 22_000,
  deskripsi: 'Sayur rebus dengan bumbu kacang.',
  gambar: null,
  gambar_url: null,
  category_id: 1,
  is_available: true,
  option_groups: [],
});

describe('/admin/menu/foods/new', () => {
  it('creates a dish with the price as a number and its category, then opens its page for a photo', async () => {
    signInOwner();
    const api = mockFetch({
      ...menuAnswers(),
      'POST /api/admin/foods': () => json(success(gadoGado), 201),
      [FOODS]: foodsAnswer([...menuFoods, gadoGado]),
    });
    const { user, router } = renderApp('/admin/menu/foods/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Menu' })).toBeVisible();
    expect(document.title).toBe('Tambah Menu — Warung Mbak Sri');
    const harga = await screen.findByRole('textbox', { name: 'Harga (Rp)' });
    expect(harga).toHaveAttribute('inputmode', 'numeric');
    const kategori = screen.getByRole('combobox', { name: 'Kategori' });
    expect(
      within(kategori)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tanpa kategori', 'Nasi Box', 'Minuman']);
    expect(screen.getByRole('checkbox', { name: 'Tersedia' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Nama menu' }), ' Gado-gado Jakarta ');
    await user.type(harga, 'Rp 22.000');
    await user.type(
      screen.getByRole('textbox', { name: 'Deskripsi' }),
      'Sayur rebus dengan bumbu kacang.',
    );
    await user.selectOptions(kategori, 'Nasi Box');
    await user.click(screen.getByRole('button', { name: 'Simpan menu' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu/foods/50'));
    expect(await api.bodyOf('POST /api/admin/foods')).toEqual({
      nama: 'Gado-gado Jakarta',
      harga: 22000,
      deskripsi: 'Sayur rebus dengan bumbu kacang.',
      category_id: 1,
      is_available: true,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gado-gado Jakarta' }),
    ).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Gado-gado Jakarta ditambahkan ke menu. Sekarang tambahkan fotonya.',
    );
    expect(screen.getByLabelText('Tambah foto')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  });

  it('sends no category and an empty description as null', async () => {
    signInOwner();
    const api = mockFetch({
      ...menuAnswers(),
      'POST /api/admin/foods': () => json(success({ ...gadoGado, category_id: null }), 201),
    });
    const { user } = renderApp('/admin/menu/foods/new');
    await user.type(await screen.findByRole('textbox', { name: 'Nama menu' }), 'Kerupuk');
    await user.type(screen.getByRole('textbox', { name: 'Harga (Rp)' }), '2000');
    await user.click(screen.getByRole('checkbox', { name: 'Tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Simpan menu' }));
    expect(await api.bodyOf('POST /api/admin/foods')).toEqual({
      nama: 'Kerupuk',
      harga: 2000,
      deskripsi: null,
      category_id: null,
      is_available: false,
    });
  });

  it('checks the name and the price before sending', async () => {
    signInOwner();
    const api = mockFetch(menuAnswers());
    const { user } = renderApp('/admin/menu/foods/new');
    const harga = await screen.findByRole('textbox', { name: 'Harga (Rp)' });
    await user.click(screen.getByRole('button', { name: 'Simpan menu' }));
    expect(await screen.findByText('Nama menu wajib diisi.')).toBeVisible();
    expect(screen.getByText('Harga wajib diisi.')).toBeVisible();

    await user.type(harga, '12,5');
    await user.click(screen.getByRole('button', { name: 'Simpan menu' }));
    expect(await screen.findByText(menuMessages.priceNotWhole)).toBeVisible();
    expect(harga).toHaveAccessibleDescription(
      `Rupiah utuh per porsi, misalnya 25000. ${menuMessages.priceNotWhole}`,
    );

    await user.clear(harga);
    await user.type(harga, '10.000.001');
    await user.click(screen.getByRole('button', { name: 'Simpan menu' }));
    expect(await screen.findByText(menuMessages.priceTooHigh)).toBeVisible();
    expect(api.callsTo('POST /api/admin/foods')).toBe(0);
  });

  it("shows the server's 422 under its field and keeps what was typed", async () => {
    signInOwner();
    mockFetch({
      ...menuAnswers(),
      'POST /api/admin/foods': () =>
        validationError('Data yang dikirim tidak valid.', {
          category_id: [menuMessages.categoryInvalid],
        }),
    });
    const { user, router } = renderApp('/admin/menu/foods/new');
    await user.type(await screen.findByRole('textbox', { name: 'Nama menu' }), 'Gado-gado');
    await user.type(screen.getByRole('textbox', { name: 'Harga (Rp)' }), '22000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Minuman');
    await user.click(screen.getByRole('button', { name: 'Simpan menu' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Data yang dikirim tidak valid.');
    const kategori = screen.getByRole('combobox', { name: 'Kategori' });
    await waitFor(() => expect(kategori).toHaveAccessibleDescription(menuMessages.categoryInvalid));
    expect(kategori).toHaveAttribute('aria-invalid', 'true');
    expect(kategori).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Nama menu' })).toHaveValue('Gado-gado');
    expect(screen.getByRole('textbox', { name: 'Harga (Rp)' })).toHaveValue('22000');
    expect(router.state.location.pathname).toBe('/admin/menu/foods/new');
  });
});

describe('/admin/menu/foods/:id', () => {
  it('shows the dish filled in and saves what was changed, back on the menu with a notice', async () => {
    signInOwner();
    const api = mockFetch({
      ...menuAnswers(),
      'PUT /api/admin/foods/3': () => json(success(adminFood({ ...nasiGoreng, harga: 27_000 }))),
    });
    const { user, router } = renderApp('/admin/menu/foods/3');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nasi Goreng Kampung' }),
    ).toBeVisible();
    expect(document.title).toBe('Ubah Nasi Goreng Kampung — Warung Mbak Sri');
    expect(screen.getByRole('textbox', { name: 'Nama menu' })).toHaveValue('Nasi Goreng Kampung');
    const harga = screen.getByRole('textbox', { name: 'Harga (Rp)' });
    expect(harga).toHaveValue('25000');
    expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveValue('1');
    expect(screen.getByRole('img', { name: 'Foto Nasi Goreng Kampung' })).toHaveAttribute(
      'src',
      '/storage/foods/nasi-goreng-kampung.webp',
    );

    await user.clear(harga);
    await user.type(harga, '27000');
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu'));
    // Only what was changed: a sold-out switch flipped meanwhile on another phone stays.
    expect(await api.bodyOf('PUT /api/admin/foods/3')).toEqual({ harga: 27000 });
    // The list loads first: the edit page read only its own row.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Perubahan Nasi Goreng Kampung disimpan.',
      ),
    );
  });

  it('reads only its dish when opened directly, and nothing more when opened from the menu', async () => {
    signInOwner();
    const api = mockFetch(menuAnswers());
    const direct = renderApp('/admin/menu/foods/3');
    expect(await screen.findByRole('textbox', { name: 'Nama menu' })).toHaveValue(
      'Nasi Goreng Kampung',
    );
    expect(api.callsTo('GET /api/admin/foods/3')).toBe(1);
    expect(api.callsTo(FOODS)).toBe(0);
    direct.unmount();

    const fromMenu = mockFetch(menuAnswers());
    const { user } = renderApp('/admin/menu');
    await user.click(await screen.findByRole('link', { name: /Nasi Goreng Kampung/ }));
    expect(await screen.findByRole('textbox', { name: 'Nama menu' })).toHaveValue(
      'Nasi Goreng Kampung',
    );
    expect(fromMenu.callsTo('GET /api/admin/foods/3')).toBe(0);
  });

  it('goes back to the menu without asking the server when nothing was changed', async () => {
    signInOwner();
    const api = mockFetch(menuAnswers());
    const { user, router } = renderApp('/admin/menu/foods/3');
    await user.click(await screen.findByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu'));
    expect(await screen.findByText('Tidak ada perubahan pada Nasi Goreng Kampung.')).toBeVisible();
    expect(api.callsTo('PUT /api/admin/foods/3')).toBe(0);
  });

  it('uploads a new photo as the image field of a form and shows it', async () => {
    signInOwner();
    const photoFile = await nodeForms();
    let sent: Awaited<ReturnType<typeof uploadedImage>> | undefined;
    const withPhoto = adminFood({
      ...nasiGoreng,
      gambar: 'foods/nasi-goreng-kampung-1a2b3c4d.webp',
      gambar_url: '/storage/foods/nasi-goreng-kampung-1a2b3c4d.webp',
    });
    let respond!: () => void;
    mockFetch({
      ...menuAnswers(),
      'POST /api/admin/foods/3/image': async (request) => {
        sent = await uploadedImage(request);
        await new Promise<void>((resolve) => {
          respond = resolve;
        });
        return json(success(withPhoto));
      },
    });
    const { user } = renderApp('/admin/menu/foods/3');

    await user.upload(
      await screen.findByLabelText('Ganti foto'),
      photoFile('IMG_2041.jpg', 'image/jpeg', 'the photo'),
    );
    // jsdom cannot decode pictures, so the photo goes as it was chosen.
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      fields: ['image'],
      name: 'IMG_2041.jpg',
      type: 'image/jpeg',
      text: 'the photo',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Mengunggah foto...');
    expect(screen.getByLabelText('Ganti foto')).toBeDisabled();

    respond();
    expect(await screen.findByText('Foto disimpan.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto Nasi Goreng Kampung' })).toHaveAttribute(
      'src',
      '/storage/foods/nasi-goreng-kampung-1a2b3c4d.webp',
    );
    expect(screen.getByLabelText('Ganti foto')).toBeEnabled();
  });

  it("shows the server's message when the file is no picture", async () => {
    signInOwner();
    const photoFile = await nodeForms();
    mockFetch({
      ...menuAnswers(),
      'POST /api/admin/foods/3/image': () =>
        json({ status: 'error', message: menuMessages.imageNotImage }, 415),
    });
    const { user } = renderApp('/admin/menu/foods/3');
    await user.upload(
      await screen.findByLabelText('Ganti foto'),
      photoFile('shell.php.jpg', 'image/jpeg', '<?php system($_GET["c"]); ?>'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(menuMessages.imageNotImage);
    expect(screen.getByRole('img', { name: 'Foto Nasi Goreng Kampung' })).toHaveAttribute(
      'src',
      '/storage/foods/nasi-goreng-kampung.webp',
    );
  });

  it('refuses a photo still over 5 MB without sending it', async () => {
    signInOwner();
    const photoFile = await nodeForms();
    const api = mockFetch(menuAnswers());
    const { user } = renderApp('/admin/menu/foods/3');
    await user.upload(
      await screen.findByLabelText('Ganti foto'),
      photoFile('besar.png', 'image/png', 5 * 1024 * 1024 + 1),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(menuMessages.imageTooLarge);
    expect(api.callsTo('POST /api/admin/foods/3/image')).toBe(0);
  });

  it('archives the dish after a confirmation that says past orders keep it', async () => {
    signInOwner();
    const archived = adminFood(nasiGoreng, { archived: true });
    const api = mockFetch({
      ...menuAnswers(),
      [FOODS]: foodsAnswer(menuFoods.map((f) => (f.id === 3 ? archived : f))),
      'DELETE /api/admin/foods/3': () => json(success(archived)),
    });
    const { user, router } = renderApp('/admin/menu/foods/3');
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Hapus dari menu' }));
      return screen.findByRole('dialog', { name: 'Hapus Nasi Goreng Kampung dari menu?' });
    };

    let dialog = await open();
    expect(dialog).toHaveTextContent('Pesanan yang sudah ada tetap menyimpan menu ini.');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/foods/3')).toBe(0);

    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus dari menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu'));
    expect(api.callsTo('DELETE /api/admin/foods/3')).toBe(1);
    // The list loads first: the edit page read only its own row.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Nasi Goreng Kampung dihapus dari menu.',
      ),
    );
    // On the menu it is now among the archived dishes only.
    const archivedList = screen.getByRole('list', { name: 'Menu yang diarsipkan' });
    expect(
      within(archivedList).getByRole('heading', { name: 'Nasi Goreng Kampung', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Nasi Goreng Kampung tersedia' }),
    ).not.toBeInTheDocument();
  });

  it('shows an archived dish read-only', async () => {
    signInOwner();
    mockFetch(menuAnswers());
    renderApp('/admin/menu/foods/40');
    expect(await screen.findByText(/Menu ini sudah diarsipkan/)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus dari menu' })).not.toBeInTheDocument();
  });

  it('says so for a dish that does not exist', async () => {
    signInOwner();
    mockFetch({
      ...menuAnswers(),
      'GET /api/admin/foods/999': () =>
        json({ status: 'error', message: menuMessages.foodNotFound }, 404),
    });
    renderApp('/admin/menu/foods/999');
    expect(await screen.findByText(menuMessages.foodNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat semua menu' })).toHaveAttribute(
      'href',
      '/admin/menu',
    );
  });

  it('shows "Memuat menu..." while the dish loads', async () => {
    signInOwner();
    mockFetch({ ...menuAnswers(), 'GET /api/admin/foods/3': pending });
    renderApp('/admin/menu/foods/3');
    expect(await screen.findByText('Memuat menu...')).toBeVisible();
  });
});
