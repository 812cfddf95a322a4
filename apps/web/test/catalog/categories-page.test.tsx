import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, minuman, nasiBox, success } from '../helpers/menu-fixtures';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const CATEGORIES = 'GET /api/categories';

function card(name: string) {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`${name} is not in a card`);
  return article;
}

describe('/categories', () => {
  it('shows each category with its image, name, description and a way to its menu', async () => {
    mockFetch({ [CATEGORIES]: () => json(success([nasiBox, minuman])) });
    renderApp('/categories');

    expect(await screen.findByRole('heading', { name: 'Nasi Box' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Kategori — Warung Mbak Sri'));
    const box = card('Nasi Box');
    expect(within(box).getByRole('img', { name: 'Nasi Box' })).toHaveAttribute(
      'src',
      '/storage/categories/nasi-box.webp',
    );
    expect(within(box).getByText(nasiBox.description ?? '')).toBeVisible();
    expect(within(box).getByRole('link', { name: 'Lihat Menu' })).toHaveAttribute(
      'href',
      '/categories/1',
    );
    // The name links there too, and its link covers the whole card.
    expect(within(box).getByRole('link', { name: 'Nasi Box' })).toHaveAttribute(
      'href',
      '/categories/1',
    );
    expect(within(card('Minuman')).getByText('Tidak ada deskripsi tersedia.')).toBeVisible();
  });

  it('opens the category from "Lihat Menu"', async () => {
    mockFetch({
      [CATEGORIES]: () => json(success([nasiBox])),
      'GET /api/categories/1/foods': () =>
        json({ status: 'success', category: nasiBox, foods: nasiBox.foods }),
    });
    const { user, router } = renderApp('/categories');
    await user.click(await screen.findByRole('link', { name: 'Lihat Menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nasi Box' })).toBeVisible();
  });

  it("shows 'Memuat kategori...' while loading", async () => {
    mockFetch({ [CATEGORIES]: pending });
    renderApp('/categories');
    expect(await screen.findByText('Memuat kategori...')).toBeVisible();
  });

  it('says so when there are no categories', async () => {
    mockFetch({ [CATEGORIES]: () => json(success([])) });
    renderApp('/categories');
    expect(await screen.findByText('Belum ada kategori yang tersedia.')).toBeVisible();
  });

  it("shows the server's message, or a fallback, when loading fails", async () => {
    mockFetch({ [CATEGORIES]: () => json(apiError('Server sibuk.'), 500) });
    renderApp('/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server sibuk.');
  });

  it('falls back to its own message when the server gives no reason', async () => {
    mockFetch({ [CATEGORIES]: () => new Response('', { status: 502 }) });
    renderApp('/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat kategori.');
  });
});
