import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { esTeh, nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import { cartAnswer, cartLine, customerAnswers, order } from '../helpers/order-fixtures';
import { PROFILE, profileBody, warungSri } from '../helpers/restaurant-fixtures';
import { renderApp } from '../helpers/render-app';

const CART = 'GET /api/cart';
const ORDERS = 'GET /api/orders';

function summary() {
  return within(screen.getByRole('region', { name: 'Ringkasan Belanja' }));
}

describe('/cart before the checkout', () => {
  it('leaves sold-out and changed lines out of the total, says so, and waits to check out', async () => {
    signIn();
    const soldOut = cartLine({ ...nasiGoreng, is_available: false }, 2);
    const changed = { ...cartLine(rendang, 1), options_problem: 'Pilihan Telur sudah tidak ada.' };
    mockFetch(customerAnswers([soldOut, changed, cartLine(esTeh, 3)]));
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Es Teh Manis' });

    expect(summary().getByText('Total (3 porsi)')).toBeVisible();
    expect(summary().getByText('Rp 15.000')).toBeVisible();
    const region = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(region).toHaveTextContent(
      'Satu menu di keranjang sedang habis. Hapus dari keranjang untuk melanjutkan.',
    );
    expect(region).toHaveTextContent('Pilihan satu menu di keranjang sudah berubah.');
    expect(region).toHaveTextContent('Menu tersebut tidak dihitung dalam total.');

    expect(summary().queryByRole('link', { name: 'Check Out' })).not.toBeInTheDocument();
    const checkOut = summary().getByRole('button', { name: 'Check Out' });
    expect(checkOut).toBeDisabled();
    expect(checkOut).toHaveAccessibleDescription(/sedang habis.*tidak dihitung dalam total/);
  });

  it('removes every sold-out and changed line in one tap, then offers the checkout', async () => {
    signIn();
    const soldOut = cartLine({ ...nasiGoreng, is_available: false }, 2);
    const changed = { ...cartLine(rendang, 1), options_problem: 'Pilihan Telur sudah tidak ada.' };
    const teh = cartLine(esTeh, 3);
    const api = mockFetch({
      ...customerAnswers(),
      [CART]: [cartAnswer([soldOut, changed, teh]), cartAnswer([teh])],
      [`DELETE /api/cart/${soldOut.id}`]: () => json({ status: 'success' }),
      [`DELETE /api/cart/${changed.id}`]: () => json({ status: 'success' }),
    });
    const { user } = renderApp('/cart');
    await screen.findByRole('heading', { name: 'Es Teh Manis' });

    await user.click(summary().getByRole('button', { name: 'Hapus yang habis' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/cart/${soldOut.id}`)).toBe(1));
    expect(api.callsTo(`DELETE /api/cart/${changed.id}`)).toBe(1);
    expect(api.callsTo(`DELETE /api/cart/${teh.id}`)).toBe(0);
    expect(await summary().findByRole('link', { name: 'Check Out' })).toHaveAttribute(
      'href',
      '/order-form-cart',
    );
    expect(screen.queryByRole('heading', { name: 'Nasi Goreng Kampung' })).not.toBeInTheDocument();
    expect(summary().queryByRole('button', { name: 'Hapus yang habis' })).not.toBeInTheDocument();
  });

  it('names the delivery fee under the total, and leaves it out when delivery is free', async () => {
    signIn();
    mockFetch({
      ...customerAnswers([cartLine(esTeh, 1)]),
      [PROFILE]: () => json(profileBody({ ...warungSri, delivery_fee: 7_000 })),
    });
    const first = renderApp('/cart');
    expect(await screen.findByText('Ongkir Rp 7.000 jika diantar')).toBeVisible();
    first.unmount();

    mockFetch(customerAnswers([cartLine(esTeh, 1)]));
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Es Teh Manis' });
    expect(screen.queryByText(/Ongkir/)).not.toBeInTheDocument();
  });
});

describe('an empty cart', () => {
  it('links to the order still to be paid, so going back from the payment page is no dead end', async () => {
    signIn();
    mockFetch({
      ...customerAnswers([]),
      [ORDERS]: () => json(success([order({ id: 42 }), order({ id: 41, status: 'cancelled' })])),
    });
    renderApp('/cart');
    expect(await screen.findByText('Keranjang Anda kosong.')).toBeVisible();
    const pay = await screen.findByRole('link', { name: 'Bayar sekarang' });
    expect(pay).toHaveAttribute('href', '/payment?order=42');
    expect(pay.parentElement).toHaveTextContent(
      'Anda punya pesanan yang belum dibayar — Bayar sekarang',
    );
  });

  it('says only that it is empty when every order is paid', async () => {
    signIn();
    const paid = {
      id: 9,
      status: 'completed',
      amount: 55_000,
      verification: 'unverified',
    } as const;
    const api = mockFetch({
      ...customerAnswers([]),
      [ORDERS]: () => json(success([order({ status: 'processing', payment: paid })])),
    });
    renderApp('/cart');
    expect(await screen.findByText('Keranjang Anda kosong.')).toBeVisible();
    await waitFor(() => expect(api.callsTo(ORDERS)).toBe(1));
    expect(screen.queryByRole('link', { name: 'Bayar sekarang' })).not.toBeInTheDocument();
  });

  it('does not ask for the orders while the cart has lines', async () => {
    signIn();
    const api = mockFetch({
      ...customerAnswers([cartLine(esTeh, 1)]),
      [ORDERS]: () => json(success([])),
    });
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Es Teh Manis' });
    expect(api.callsTo(ORDERS)).toBe(0);
  });
});
