import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { esTeh, nasiGoreng, rendang } from '../helpers/menu-fixtures';
import { json, mockFetch, offline, pending } from '../helpers/mock-fetch';
import { cartAnswer, cartLine, customerAnswers } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const CART = 'GET /api/cart';

function line(name: string) {
  const heading = screen.getByRole('heading', { name });
  const article = heading.closest('article');
  if (!article) throw new Error(`${name} is not a cart line`);
  return within(article);
}

describe('/cart', () => {
  it('lists each line with photo, name, unit price, quantity and line total, and the total', async () => {
    signIn();
    mockFetch(customerAnswers([cartLine(nasiGoreng, 2), cartLine(esTeh, 3)]));
    renderApp('/cart');

    expect(await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Keranjang — Warung Mbak Sri'));

    const nasi = line('Nasi Goreng Kampung');
    expect(nasi.getByRole('img', { name: 'Nasi Goreng Kampung' })).toHaveAttribute(
      'src',
      '/storage/foods/nasi-goreng-kampung.webp',
    );
    expect(nasi.getByText('Rp 25.000')).toBeVisible();
    expect(nasi.getByRole('group', { name: 'Jumlah Nasi Goreng Kampung' })).toHaveTextContent('2');
    expect(nasi.getByText('Rp 50.000')).toBeVisible();
    expect(nasi.getByRole('button', { name: 'Kurangi jumlah Nasi Goreng Kampung' })).toBeVisible();
    expect(nasi.getByRole('button', { name: 'Tambah jumlah Nasi Goreng Kampung' })).toBeVisible();
    expect(nasi.getByRole('button', { name: 'Hapus Nasi Goreng Kampung' })).toBeVisible();
    // A dish without a photo still shows a picture with its name.
    expect(line('Es Teh Manis').getByRole('img', { name: 'Es Teh Manis' })).toBeInTheDocument();
    expect(line('Es Teh Manis').getByText('Rp 15.000')).toBeVisible();

    const summary = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(summary).toHaveTextContent('Total (5 porsi)');
    expect(within(summary).getByText('Rp 65.000')).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Check Out' })).toHaveAttribute(
      'href',
      '/order-form-cart',
    );
  });

  it('shows the photo from the storage path of food.gambar when a line has no gambar_url', async () => {
    signIn();
    const item = cartLine(nasiGoreng, 1);
    mockFetch(customerAnswers([{ ...item, food: { ...item.food, gambar_url: null } }]));
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    expect(
      line('Nasi Goreng Kampung').getByRole('img', { name: 'Nasi Goreng Kampung' }),
    ).toHaveAttribute('src', `/storage/${nasiGoreng.gambar}`);
  });

  it("says 'Keranjang Anda kosong.' with a way back to the menu", async () => {
    signIn();
    mockFetch(customerAnswers([]));
    renderApp('/cart');
    expect(await screen.findByText('Keranjang Anda kosong.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat Menu' })).toHaveAttribute('href', '/foods');
    expect(screen.queryByRole('link', { name: 'Check Out' })).not.toBeInTheDocument();
  });

  it('shows "Memuat keranjang..." while the cart loads', async () => {
    signIn();
    mockFetch({ ...customerAnswers(), [CART]: pending });
    renderApp('/cart');
    expect(await screen.findByText('Memuat keranjang...')).toBeVisible();
  });

  it("says 'Failed to load cart items.' and loads again on request", async () => {
    signIn();
    let online = false;
    mockFetch({
      ...customerAnswers(),
      [CART]: (request) =>
        online ? cartAnswer([cartLine(rendang, 1)])(request) : offline(request),
    });
    const { user } = renderApp('/cart');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load cart items.');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Nasi Box Rendang Sapi' })).toBeVisible();
  });

  it('changes the quantity with plus and minus, updating line total, total and badge', async () => {
    signIn();
    const api = mockFetch({
      ...customerAnswers(),
      [CART]: [
        cartAnswer([cartLine(nasiGoreng, 2)]),
        cartAnswer([cartLine(nasiGoreng, 3)]),
        cartAnswer([cartLine(nasiGoreng, 2)]),
      ],
      'PUT /api/cart/103': () => json({ status: 'success', data: cartLine(nasiGoreng, 3) }),
    });
    const { user } = renderApp('/cart');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Keranjang (2 item)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Tambah jumlah Nasi Goreng Kampung' }));
    const nasi = line('Nasi Goreng Kampung');
    expect(nasi.getByRole('group')).toHaveTextContent('3');
    expect(nasi.getByText('Rp 75.000')).toBeVisible();
    expect(header.getByRole('link', { name: 'Keranjang (3 item)' })).toBeVisible();
    expect(await api.bodyOf('PUT /api/cart/103')).toEqual({ jumlah: 3 });

    await waitFor(() => expect(api.callsTo(CART)).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Kurangi jumlah Nasi Goreng Kampung' }));
    expect(await api.bodyOf('PUT /api/cart/103', 1)).toEqual({ jumlah: 2 });
    expect(await header.findByRole('link', { name: 'Keranjang (2 item)' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Ringkasan Belanja' })).toHaveTextContent(
      'Rp 50.000',
    );
  });

  it("says 'Quantity cannot be less than 1.' at 1 without asking the server", async () => {
    signIn();
    const api = mockFetch(customerAnswers([cartLine(nasiGoreng, 1)]));
    const { user } = renderApp('/cart');
    await user.click(
      await screen.findByRole('button', { name: 'Kurangi jumlah Nasi Goreng Kampung' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Quantity cannot be less than 1.');
    expect(line('Nasi Goreng Kampung').getByRole('group')).toHaveTextContent('1');
    expect(api.callsTo('PUT /api/cart/103')).toBe(0);
  });

  it("says 'Failed to update quantity.' and puts the quantity back", async () => {
    signIn();
    mockFetch({
      ...customerAnswers([cartLine(nasiGoreng, 2)]),
      'PUT /api/cart/103': () => json({ status: 'error', message: 'Server sibuk.' }, 500),
    });
    const { user } = renderApp('/cart');
    await user.click(
      await screen.findByRole('button', { name: 'Tambah jumlah Nasi Goreng Kampung' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update quantity\.$/);
    expect(line('Nasi Goreng Kampung').getByRole('group')).toHaveTextContent('2');
    expect(line('Nasi Goreng Kampung').getByText('Rp 50.000')).toBeVisible();
  });

  it('removes a line', async () => {
    signIn();
    const api = mockFetch({
      ...customerAnswers(),
      [CART]: [
        cartAnswer([cartLine(nasiGoreng, 2), cartLine(esTeh, 1)]),
        cartAnswer([cartLine(esTeh, 1)]),
      ],
      'DELETE /api/cart/103': () => json({ status: 'success' }),
    });
    const { user } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Hapus Nasi Goreng Kampung' }));
    expect(screen.queryByRole('heading', { name: 'Nasi Goreng Kampung' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Es Teh Manis' })).toBeVisible();
    await waitFor(() => expect(api.callsTo(CART)).toBe(2));
    expect(api.callsTo('DELETE /api/cart/103')).toBe(1);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Keranjang (1 item)' }),
    ).toBeVisible();
  });

  it("says 'Failed to remove item from the cart.' and keeps the line", async () => {
    signIn();
    mockFetch({
      ...customerAnswers([cartLine(nasiGoreng, 2)]),
      'DELETE /api/cart/103': offline,
    });
    const { user } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Hapus Nasi Goreng Kampung' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to remove item from the cart\.$/,
    );
    expect(screen.getByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
  });

  it('flags a dish that sold out since it was added, offering only to remove it', async () => {
    signIn();
    const api = mockFetch({
      ...customerAnswers(),
      [CART]: [
        cartAnswer([cartLine({ ...nasiGoreng, is_available: false }, 2), cartLine(esTeh, 1)]),
        cartAnswer([cartLine(esTeh, 1)]),
      ],
      'DELETE /api/cart/103': () => json({ status: 'success' }),
    });
    const { user } = renderApp('/cart');
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });

    const nasi = line('Nasi Goreng Kampung');
    expect(nasi.getByText('Habis — hapus dari keranjang untuk melanjutkan')).toBeVisible();
    expect(nasi.getByText('Habis')).toBeVisible();
    expect(nasi.getByRole('button', { name: 'Tambah jumlah Nasi Goreng Kampung' })).toBeDisabled();
    expect(nasi.getByRole('button', { name: 'Kurangi jumlah Nasi Goreng Kampung' })).toBeDisabled();
    expect(line('Es Teh Manis').queryByText(/Habis/)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(summary).toHaveTextContent(
      'Satu menu di keranjang sedang habis. Hapus dari keranjang untuk melanjutkan.',
    );

    await user.click(nasi.getByRole('button', { name: 'Hapus Nasi Goreng Kampung' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/cart/103')).toBe(1));
    expect(screen.queryByText(/sedang habis/)).not.toBeInTheDocument();
  });

  describe('for a visitor', () => {
    const warning = 'Anda harus login terlebih dahulu untuk mengakses keranjang.';

    it('warns in a dialog and offers to log in, coming back to the cart afterwards', async () => {
      const api = mockFetch({});
      const { user, router } = renderApp('/cart');
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(warning);
      await user.click(within(dialog).getByRole('link', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: '/cart' });
      expect(api.callsTo(CART)).toBe(0);
    });

    it('offers to sign up first, coming back to the cart after the login that follows', async () => {
      mockFetch({});
      const { user, router } = renderApp('/cart');
      const dialog = await screen.findByRole('dialog', { name: 'Login diperlukan' });
      await user.click(within(dialog).getByRole('link', { name: 'Daftar' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
      expect(router.state.location.state).toEqual({ from: '/cart' });
      // Sign-up's own link to login hands it on (after sign-up, its 3-s move does too).
      expect(await screen.findByRole('heading', { level: 1, name: 'Daftar Akun' })).toBeVisible();
      await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: '/cart' });
    });

    it('offers to go back to the menu instead', async () => {
      mockFetch({ 'GET /api/foods': () => json({ status: 'success', data: [] }) });
      const { user, router } = renderApp('/cart');
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('link', { name: 'Kembali ke Menu' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/foods'));
    });

    it('keeps both choices on the page when the dialog is closed', async () => {
      mockFetch({});
      const { user } = renderApp('/cart');
      const dialog = await screen.findByRole('dialog');
      // Escape works once the dialog has taken the focus, as a person would see it do.
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expect(main.getByText(warning)).toBeVisible();
      expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      expect(main.getByRole('link', { name: 'Kembali ke Menu' })).toHaveAttribute('href', '/foods');
    });
  });
});
