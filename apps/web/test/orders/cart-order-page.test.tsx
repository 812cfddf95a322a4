import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_HINT } from '@dapur/shared/phone';
import { signIn, siti } from '../helpers/account-fixtures';
import { esTeh, nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch, offline, pending, type FetchHandler } from '../helpers/mock-fetch';
import {
  cartAnswer,
  cartLine,
  customerAnswers,
  order,
  validationError,
} from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const CREATE = 'POST /api/orders/cart';
const lines = [cartLine(nasiGoreng, 2), cartLine(esTeh, 1)];

function handlers(create: FetchHandler = () => json(success(order()), 201)) {
  return {
    ...customerAnswers(lines),
    [CREATE]: create,
    'GET /api/orders': pending,
    'GET /api/payments/qris': pending,
  };
}

function submit() {
  return screen.getByRole('button', { name: 'Buat Pesanan' });
}

describe('/order-form-cart', () => {
  it('summarises the cart and asks for the delivery details, filled in from the profile', async () => {
    signIn();
    mockFetch(handlers());
    renderApp('/order-form-cart');

    const summary = await screen.findByRole('region', { name: 'Ringkasan Pesanan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pesan dari Keranjang' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pesan dari Keranjang — Warung Mbak Sri'));
    const items = within(summary).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Nasi Goreng Kampung');
    expect(items[0]).toHaveTextContent('2 × Rp 25.000');
    expect(items[0]).toHaveTextContent('Rp 50.000');
    expect(items[1]).toHaveTextContent('Es Teh Manis');
    expect(items[1]).toHaveTextContent('1 × Rp 5.000');
    expect(screen.getByText('Total (3 porsi)').parentElement).toHaveTextContent('Rp 55.000');

    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    expect(screen.getByLabelText('Alamat')).toHaveValue(siti.alamat);
    expect(screen.getByLabelText('Telepon')).toHaveValue(siti.telephone);
    expect(screen.getByLabelText('Telepon')).toHaveAccessibleDescription(PHONE_HINT);
    expect(screen.queryByLabelText('Jumlah')).not.toBeInTheDocument();
  });

  it('orders the cart, goes to payment and empties the badge', async () => {
    signIn();
    const api = mockFetch({
      ...handlers(),
      'GET /api/cart': [cartAnswer(lines), cartAnswer([])],
    });
    const { user, router } = renderApp('/order-form-cart');
    const address = await screen.findByLabelText('Alamat');
    await waitFor(() => expect(address).toHaveValue(siti.alamat));
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Keranjang (3 item)' })).toBeVisible();
    await user.clear(address);
    await user.type(address, 'Jl. Gejayan 8, Depok, Sleman');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(await api.bodyOf(CREATE)).toEqual({
      name: siti.name,
      address: 'Jl. Gejayan 8, Depok, Sleman',
      phone: siti.telephone,
    });
    expect(api.requestsTo(CREATE)[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await header.findByRole('link', { name: 'Keranjang' })).toBeVisible();
  });

  it("says 'Please complete all fields.' and marks each empty field", async () => {
    signIn();
    const api = mockFetch(handlers());
    const { user } = renderApp('/order-form-cart');
    const address = await screen.findByLabelText('Alamat');
    await waitFor(() => expect(address).toHaveValue(siti.alamat));
    await user.clear(address);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please complete all fields\.$/);
    expect(address).toHaveAccessibleDescription('Alamat wajib diisi.');
    expect(api.callsTo(CREATE)).toBe(0);
  });

  it("shows the server's message, else 'Failed to create order'", async () => {
    signIn();
    mockFetch(handlers(() => validationError('Keranjang Anda kosong.')));
    const { user } = renderApp('/order-form-cart');
    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Keranjang Anda kosong\.$/);
  });

  it("shows the server's message naming a dish that sold out, keeps the cart and flags the dish", async () => {
    signIn();
    const message =
      'Nasi Goreng Kampung sedang tidak tersedia. Hapus dari keranjang untuk melanjutkan.';
    const soldOutLines = [cartLine({ ...nasiGoreng, is_available: false }, 2), cartLine(esTeh, 1)];
    const api = mockFetch({
      ...handlers(() => validationError(message, { cart: [message] })),
      'GET /api/cart': [cartAnswer(lines), cartAnswer(soldOutLines)],
    });
    const { user, router } = renderApp('/order-form-cart');
    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Nasi Goreng Kampung sedang tidak tersedia\. Hapus dari keranjang untuk melanjutkan\.$/,
    );
    const summary = screen.getByRole('region', { name: 'Ringkasan Pesanan' });
    expect(
      await within(summary).findByText('Habis — hapus dari keranjang untuk melanjutkan'),
    ).toBeVisible();
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/order-form-cart');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Keranjang (3 item)' }),
    ).toBeVisible();
    expect(api.callsTo('GET /api/cart')).toBe(2);
    expect(submit()).toBeEnabled();
  });

  it("says 'Failed to create order' without a server message", async () => {
    signIn();
    mockFetch(handlers(offline));
    const { user } = renderApp('/order-form-cart');
    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create order$/);
  });

  it("says 'Keranjang Anda kosong.' for an empty cart, with a way to the menu", async () => {
    signIn();
    mockFetch({ ...handlers(), 'GET /api/cart': cartAnswer([]) });
    renderApp('/order-form-cart');
    expect(await screen.findByText('Keranjang Anda kosong.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat Menu' })).toHaveAttribute('href', '/foods');
    expect(screen.queryByRole('button', { name: 'Buat Pesanan' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load cart items.' when the cart cannot be read", async () => {
    signIn();
    mockFetch({ ...handlers(), 'GET /api/cart': offline });
    renderApp('/order-form-cart');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load cart items.');
  });

  it('warns a visitor that ordering needs a login', async () => {
    mockFetch({});
    renderApp('/order-form-cart');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Anda harus login terlebih dahulu untuk memesan.',
    );
  });
});
