import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, esTeh, nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const FOOD_3 = 'GET /api/foods/3';

describe('/foods/{id}', () => {
  it('shows the photo, name, description and price of the dish', async () => {
    mockFetch({ [FOOD_3]: () => json(success(nasiGoreng)) });
    renderApp('/foods/3');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nasi Goreng Kampung' }),
    ).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('img', { name: 'Nasi Goreng Kampung' })).toHaveAttribute(
      'src',
      '/storage/foods/nasi-goreng-kampung.webp',
    );
    expect(within(main).getByText(nasiGoreng.deskripsi ?? '')).toBeVisible();
    expect(within(main).getByText('Rp 25.000')).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Tambah ke Keranjang' })).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Pesan Sekarang' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Nasi Goreng Kampung — Warung Mbak Sri'));
  });

  it('leads back to the menu', async () => {
    mockFetch({ [FOOD_3]: () => json(success(nasiGoreng)) });
    renderApp('/foods/3');
    await screen.findByRole('heading', { level: 1, name: 'Nasi Goreng Kampung' });
    expect(screen.getByRole('link', { name: 'Kembali ke Menu' })).toHaveAttribute('href', '/foods');
  });

  it('warns a visitor who orders from the dish page', async () => {
    mockFetch({ [FOOD_3]: () => json(success(nasiGoreng)) });
    const { user } = renderApp('/foods/3');
    await user.click(await screen.findByRole('button', { name: 'Pesan Sekarang' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'Anda harus login terlebih dahulu untuk memesan.',
      ),
    ).toBeVisible();
  });

  it('shows a dish without a description or photo', async () => {
    mockFetch({ 'GET /api/foods/20': () => json(success(esTeh)) });
    renderApp('/foods/20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Es Teh Manis' })).toBeVisible();
    expect(screen.getByText('Rp 5.000')).toBeVisible();
  });

  it('shows a loading message while the dish loads', async () => {
    mockFetch({ [FOOD_3]: pending });
    renderApp('/foods/3');
    expect(await screen.findByText('Memuat detail menu...')).toBeVisible();
  });

  it("says 'Detail makanan tidak ditemukan.' when the API responds with 404", async () => {
    const api = mockFetch({
      'GET /api/foods/9999': () => json(apiError('Food not found'), 404),
    });
    renderApp('/foods/9999');
    expect(await screen.findByText('Detail makanan tidak ditemukan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke Menu' })).toBeVisible();
    // A missing dish stays missing: no second try.
    expect(api.callsTo('GET /api/foods/9999')).toBe(1);
  });

  it("says 'Detail makanan tidak ditemukan.' for an address that is not a dish number", async () => {
    const api = mockFetch({});
    renderApp('/foods/nasi-goreng');
    expect(await screen.findByText('Detail makanan tidak ditemukan.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message with a retry when loading fails", async () => {
    const broken = () => json(apiError('Server sibuk.'), 500);
    mockFetch({ [FOOD_3]: [broken, broken, () => json(success(nasiGoreng))] });
    const { user } = renderApp('/foods/3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server sibuk.');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nasi Goreng Kampung' }),
    ).toBeVisible();
  });
});
