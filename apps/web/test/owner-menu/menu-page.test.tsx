import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, offline, pending } from '../helpers/mock-fetch';
import { esTeh, nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { renderApp } from '../helpers/render-app';
import {
  adminFood,
  foodsAnswer,
  menuAnswers,
  menuCategories,
  menuFoods,
  signInOwner,
} from './owner-fixtures';

const FOODS = 'GET /api/admin/foods';

/** The section of one category, found by its heading. */
function group(name: RegExp) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const section = heading.closest('section');
  if (!section) throw new Error(`${String(name)} is not a section`);
  return within(section);
}

function row(name: string) {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`${name} is not a row`);
  return within(article);
}

describe('/admin/menu', () => {
  it('lists every dish by category, the uncategorised last, each with photo, price and switch', async () => {
    signInOwner();
    mockFetch(menuAnswers());
    renderApp('/admin/menu');

    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    expect(document.title).toBe('Menu — Warung Mbak Sri');

    const groups = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Nasi Box (2)', 'Minuman (1)', 'Tanpa kategori (1)', 'Diarsipkan (1)']);

    const nasiBox = group(/^Nasi Box/);
    expect(
      nasiBox.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Nasi Box Rendang Sapi', 'Nasi Goreng Kampung']);
    expect(group(/^Tanpa kategori/).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Soto Ayam Lamongan',
    );

    const nasi = row('Nasi Goreng Kampung');
    expect(nasi.getByRole('img', { name: 'Nasi Goreng Kampung' })).toHaveAttribute(
      'src',
      '/storage/foods/nasi-goreng-kampung.webp',
    );
    expect(nasi.getByText('Rp 25.000')).toBeVisible();
    expect(nasi.getByRole('link', { name: 'Nasi Goreng Kampung' })).toHaveAttribute(
      'href',
      '/admin/menu/foods/3',
    );
    expect(nasi.getByRole('switch', { name: 'Nasi Goreng Kampung tersedia' })).toBeChecked();
    expect(nasi.queryByText('Habis')).not.toBeInTheDocument();

    // Sold out says so in words, not only with the switch's colour.
    const soto = row('Soto Ayam Lamongan');
    expect(soto.getByRole('switch', { name: 'Soto Ayam Lamongan tersedia' })).not.toBeChecked();
    expect(soto.getByText('Habis')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Tambah menu' })).toHaveAttribute(
      'href',
      '/admin/menu/foods/new',
    );
    expect(screen.getByRole('link', { name: 'Kelola kategori' })).toHaveAttribute(
      'href',
      '/admin/menu/categories',
    );
  });

  it('keeps archived dishes in a collapsed, read-only "Diarsipkan" section', async () => {
    signInOwner();
    mockFetch(menuAnswers());
    const { user } = renderApp('/admin/menu');
    const summary = await screen.findByText('Diarsipkan (1)');
    const details = summary.closest('details');
    if (!details) throw new Error('Diarsipkan is not a details element');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Es Jeruk Lama' })).not.toBeVisible();

    await user.click(summary);
    expect(details).toHaveAttribute('open');
    const archived = within(details);
    expect(archived.getByRole('heading', { name: 'Es Jeruk Lama' })).toBeVisible();
    expect(archived.getByText(/tidak bisa dikembalikan/)).toBeVisible();
    expect(archived.queryByRole('switch')).not.toBeInTheDocument();
    expect(archived.queryByRole('link')).not.toBeInTheDocument();
  });

  it('finds dishes by name, whatever the case', async () => {
    signInOwner();
    mockFetch(menuAnswers());
    const { user } = renderApp('/admin/menu');
    const search = await screen.findByRole('searchbox', { name: 'Cari menu' });
    await user.type(search, 'NASI');
    expect(screen.getByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Nasi Box Rendang Sapi' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Es Teh Manis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Minuman/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'rawon');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tidak ada menu yang cocok dengan “rawon”.',
    );
  });

  it('marks a dish sold out in one tap and sends only is_available', async () => {
    signInOwner();
    const soldOut = menuFoods.map((food) =>
      food.id === 3 ? { ...food, is_available: false } : food,
    );
    const api = mockFetch({
      ...menuAnswers(),
      [FOODS]: [foodsAnswer(), foodsAnswer(soldOut)],
      'PUT /api/admin/foods/3': () =>
        json(success(adminFood({ ...menuFoods[1]!, is_available: false }))),
    });
    const { user } = renderApp('/admin/menu');
    const toggle = await screen.findByRole('switch', { name: 'Nasi Goreng Kampung tersedia' });

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(row('Nasi Goreng Kampung').getByText('Habis')).toBeVisible();
    expect(await api.bodyOf('PUT /api/admin/foods/3')).toEqual({ is_available: false });
    // The list is asked again, so it shows what the server holds.
    await waitFor(() => expect(api.callsTo(FOODS)).toBe(2));
    expect(toggle).not.toBeChecked();
  });

  it('puts the switch back and says why when the server refuses', async () => {
    signInOwner();
    mockFetch({
      ...menuAnswers(),
      'PUT /api/admin/foods/3': () =>
        json({ status: 'error', message: 'Terjadi kesalahan pada server.' }, 500),
    });
    const { user } = renderApp('/admin/menu');
    const toggle = await screen.findByRole('switch', { name: 'Nasi Goreng Kampung tersedia' });

    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ketersediaan Nasi Goreng Kampung tidak berubah. Terjadi kesalahan pada server.',
    );
    expect(toggle).toBeChecked();
    expect(row('Nasi Goreng Kampung').queryByText('Habis')).not.toBeInTheDocument();
  });

  it('puts back only the dish whose change failed, not another switched meanwhile', async () => {
    signInOwner();
    let failSoto!: () => void;
    mockFetch({
      ...menuAnswers(),
      // The reload after the last change never responds here: what shows is the page's own doing.
      [FOODS]: [foodsAnswer(), pending],
      'PUT /api/admin/foods/31': () =>
        new Promise<Response>((resolve) => {
          failSoto = () => resolve(json({ status: 'error', message: 'Server sibuk.' }, 503));
        }),
      'PUT /api/admin/foods/20': () =>
        json(success(adminFood({ ...menuFoods[2]!, is_available: false }))),
    });
    const { user } = renderApp('/admin/menu');
    const soto = await screen.findByRole('switch', { name: 'Soto Ayam Lamongan tersedia' });
    const esTeh = screen.getByRole('switch', { name: 'Es Teh Manis tersedia' });

    await user.click(soto);
    await user.click(esTeh);
    expect(soto).toBeChecked();
    expect(esTeh).not.toBeChecked();
    await waitFor(() => expect(failSoto).toBeTypeOf('function'));
    failSoto();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ketersediaan Soto Ayam Lamongan tidak berubah. Server sibuk.',
    );
    expect(soto).not.toBeChecked();
    expect(esTeh).not.toBeChecked();
  });

  it("refreshes the customers' menu in the owner's own browser after a change", async () => {
    signInOwner();
    const api = mockFetch({
      ...menuAnswers(),
      'GET /api/cart': () => json(success([])),
      'GET /api/foods': () => json(success([rendang, nasiGoreng, esTeh])),
      'PUT /api/admin/foods/3': () =>
        json(success(adminFood({ ...menuFoods[1]!, is_available: false }))),
    });
    const { user, router } = renderApp('/foods');
    await screen.findByRole('heading', { level: 1, name: 'Menu Kami' });
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    expect(api.callsTo('GET /api/foods')).toBe(1);

    await act(() => router.navigate('/admin/menu'));
    await user.click(await screen.findByRole('switch', { name: 'Nasi Goreng Kampung tersedia' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/foods/3')).toBe(1));

    // Well within the minute the public menu is otherwise kept, it is asked again.
    await act(() => router.navigate('/foods'));
    await waitFor(() => expect(api.callsTo('GET /api/foods')).toBe(2));
  });

  it('shows "Memuat menu..." while the lists load', async () => {
    signInOwner();
    mockFetch({ ...menuAnswers(), [FOODS]: pending });
    renderApp('/admin/menu');
    expect(await screen.findByText('Memuat menu...')).toBeVisible();
  });

  it('says the menu could not load and loads it again on request', async () => {
    signInOwner();
    let online = false;
    mockFetch({
      ...menuAnswers(),
      [FOODS]: (request) => (online ? foodsAnswer()(request) : offline(request)),
    });
    const { user } = renderApp('/admin/menu');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat menu.');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
  });

  it('invites the family to add the first dish when there is none', async () => {
    signInOwner();
    mockFetch(menuAnswers([], menuCategories));
    renderApp('/admin/menu');
    expect(await screen.findByText('Belum ada menu. Tambahkan menu pertama Anda.')).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tambah menu' })).toHaveLength(2);
  });
});
