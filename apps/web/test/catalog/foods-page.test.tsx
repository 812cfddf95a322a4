import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { esTeh, nasiGoreng, rendang, success, apiError } from '../helpers/menu-fixtures';
import { json, mockFetch, offline, pending } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';

const FOODS = 'GET /api/foods';

function card(name: string) {
  const heading = screen.getByRole('heading', { name });
  const article = heading.closest('article');
  if (!article) throw new Error(`${name} is not in a card`);
  return article;
}

describe('/foods', () => {
  it('shows a skeleton and "Memuat menu..." while the menu loads', async () => {
    mockFetch({ [FOODS]: pending });
    renderApp('/foods');
    expect(await screen.findByText('Memuat menu...')).toBeVisible();
    expect(screen.getByText('Memuat menu...').closest('[role=status]')).toBeInTheDocument();
  });

  it('shows each dish with its photo, name and price in rupiah', async () => {
    mockFetch({ [FOODS]: () => json(success([nasiGoreng, rendang, esTeh])) });
    renderApp('/foods');

    expect(await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Menu Kami' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Menu — Warung Mbak Sri'));
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const nasi = card('Nasi Goreng Kampung');
    expect(within(nasi).getByText('Rp 25.000')).toBeVisible();
    const photo = within(nasi).getByRole('img', { name: 'Nasi Goreng Kampung' });
    expect(photo).toHaveAttribute('src', '/storage/foods/nasi-goreng-kampung.webp');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(within(nasi).getByRole('link', { name: 'Nasi Goreng Kampung' })).toHaveAttribute(
      'href',
      '/foods/3',
    );
    expect(within(nasi).getByRole('button', { name: 'Tambah ke Keranjang' })).toBeVisible();
    expect(within(nasi).getByRole('button', { name: 'Pesan Sekarang' })).toBeVisible();

    expect(within(card('Nasi Box Rendang Sapi')).getByText('Rp 38.000')).toBeVisible();
    // A dish without a photo still has a picture with its name.
    expect(
      within(card('Es Teh Manis')).getByRole('img', { name: 'Es Teh Manis' }),
    ).toBeInTheDocument();
  });

  it('loads photos further down the page only when scrolled near', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({
      ...nasiGoreng,
      id: i + 1,
      nama: `Menu ${i + 1}`,
    }));
    mockFetch({ [FOODS]: () => json(success(many)) });
    renderApp('/foods');
    await screen.findByRole('heading', { name: 'Menu 6' });
    expect(screen.getByRole('img', { name: 'Menu 6' })).toHaveAttribute('loading', 'lazy');
  });

  it('opens the dish page when its card is clicked', async () => {
    mockFetch({
      [FOODS]: () => json(success([nasiGoreng])),
      'GET /api/foods/3': () => json(success(nasiGoreng)),
    });
    const { user, router } = renderApp('/foods');
    await user.click(await screen.findByRole('link', { name: 'Nasi Goreng Kampung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foods/3'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nasi Goreng Kampung' }),
    ).toBeVisible();
  });

  it('says so when there is nothing on the menu', async () => {
    mockFetch({ [FOODS]: () => json(success([])) });
    renderApp('/foods');
    expect(await screen.findByText('Belum ada menu yang tersedia.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Gagal memuat data menu.' in an error dialog when the server gives no reason", async () => {
    const api = mockFetch({ [FOODS]: () => new Response('Bad Gateway', { status: 502 }) });
    renderApp('/foods');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Gagal memuat data menu.')).toBeVisible();
    // A server failure is worth one more try before the customer sees it.
    expect(api.callsTo(FOODS)).toBe(2);
  });

  it("shows the server's message in the error dialog", async () => {
    mockFetch({ [FOODS]: () => json(apiError('Dapur sedang tutup untuk perawatan.'), 503) });
    renderApp('/foods');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Dapur sedang tutup untuk perawatan.')).toBeVisible();
  });

  it('opens the error dialog as a modal with the focus inside, and gives the page back on "Tutup"', async () => {
    mockFetch({ [FOODS]: () => json(apiError('Dapur sedang tutup.'), 500) });
    const { user } = renderApp('/foods');
    const dialog = await screen.findByRole('dialog');
    // showModal(): the browser keeps the page behind out of reach (e2e/keyboard.desktop.spec.ts).
    expect(dialog).toHaveProperty('open', true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
  });

  it("shows 'Gagal memuat data menu.' when the network is down", async () => {
    mockFetch({ [FOODS]: offline });
    renderApp('/foods');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Gagal memuat data menu.')).toBeVisible();
  });

  it('loads the menu again from the error dialog', async () => {
    const broken = () => json(apiError('Server sibuk.'), 500);
    mockFetch({ [FOODS]: [broken, broken, () => json(success([nasiGoreng]))] });
    const { user } = renderApp('/foods');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the error and a retry on the page after the dialog is closed', async () => {
    const broken = () => json(apiError('Server sibuk.'), 500);
    mockFetch({ [FOODS]: [broken, broken, () => json(success([rendang]))] });
    const { user } = renderApp('/foods');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Server sibuk.');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Nasi Box Rendang Sapi' })).toBeVisible();
  });
});

describe('ordering as a visitor', () => {
  it.each(['Tambah ke Keranjang', 'Pesan Sekarang'])(
    '"%s" warns that ordering needs a login',
    async (button) => {
      mockFetch({ [FOODS]: () => json(success([nasiGoreng])) });
      const { user } = renderApp('/foods');
      await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
      await user.click(within(card('Nasi Goreng Kampung')).getByRole('button', { name: button }));

      const dialog = screen.getByRole('dialog');
      expect(
        within(dialog).getByText('Anda harus login terlebih dahulu untuk memesan.'),
      ).toBeVisible();
    },
  );

  it('takes the visitor to the login page from the warning', async () => {
    mockFetch({ [FOODS]: () => json(success([nasiGoreng])) });
    const { user, router } = renderApp('/foods');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    await user.click(screen.getByRole('button', { name: 'Pesan Sekarang' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the warning with Escape and returns focus to the button', async () => {
    mockFetch({ [FOODS]: () => json(success([nasiGoreng])) });
    const { user } = renderApp('/foods');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    const addToCart = screen.getByRole('button', { name: 'Tambah ke Keranjang' });
    await user.click(addToCart);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addToCart).toHaveFocus();
  });
});
