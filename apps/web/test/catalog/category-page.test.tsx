import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, minuman, nasiBox } from '../helpers/menu-fixtures';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const NASI_BOX_FOODS = 'GET /api/categories/1/foods';

/** `GET /categories/{id}/foods` responds with the category and its foods side by side. */
function categoryFoods(category: typeof nasiBox, foods = category.foods) {
  const { id, name, description, image_url } = category;
  return json({ status: 'success', category: { id, name, description, image_url }, foods });
}

describe('/categories/{id}', () => {
  it('names the category in its heading and lists its dishes as cards', async () => {
    mockFetch({ [NASI_BOX_FOODS]: () => categoryFoods(nasiBox) });
    renderApp('/categories/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nasi Box' })).toBeVisible();
    expect(screen.getByText(nasiBox.description ?? '')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Nasi Box — Warung Mbak Sri'));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const rendang = screen
      .getByRole('heading', { name: 'Nasi Box Rendang Sapi' })
      .closest('article');
    expect(rendang).not.toBeNull();
    expect(within(rendang as HTMLElement).getByText('Rp 38.000')).toBeVisible();
    expect(
      within(rendang as HTMLElement).getByRole('button', { name: 'Tambah ke Keranjang' }),
    ).toBeVisible();
  });

  it("shows 'Tidak ada deskripsi tersedia.' for a category without a description", async () => {
    mockFetch({ 'GET /api/categories/5/foods': () => categoryFoods(minuman) });
    renderApp('/categories/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minuman' })).toBeVisible();
    expect(screen.getByText('Tidak ada deskripsi tersedia.')).toBeVisible();
  });

  it("shows 'Tidak ada menu yang tersedia untuk kategori ini.' for an empty category", async () => {
    mockFetch({ [NASI_BOX_FOODS]: () => categoryFoods(nasiBox, []) });
    renderApp('/categories/1');
    expect(
      await screen.findByText('Tidak ada menu yang tersedia untuk kategori ini.'),
    ).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Memuat kategori...' while loading", async () => {
    mockFetch({ [NASI_BOX_FOODS]: pending });
    renderApp('/categories/1');
    expect(await screen.findByText('Memuat kategori...')).toBeVisible();
  });

  it('says the category was not found when the API responds with 404', async () => {
    const api = mockFetch({
      'GET /api/categories/99/foods': () => json(apiError('Category not found'), 404),
    });
    renderApp('/categories/99');
    expect(await screen.findByText('Kategori tidak ditemukan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Semua Kategori' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(api.callsTo('GET /api/categories/99/foods')).toBe(1);
  });

  it('says the category was not found for an address that is not a number', async () => {
    const api = mockFetch({});
    renderApp('/categories/nasi-box');
    expect(await screen.findByText('Kategori tidak ditemukan.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message when loading fails", async () => {
    mockFetch({ [NASI_BOX_FOODS]: () => json(apiError('Server sibuk.'), 500) });
    renderApp('/categories/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server sibuk.');
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Coba Lagi' }),
    ).toBeVisible();
  });
});
