import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { apiError, nasiBox, nasiGoreng, rendang, success } from '../helpers/menu-fixtures';
import { json, mockFetch, offline, pending, type FetchHandler } from '../helpers/mock-fetch';
import { cartAnswer, cartLine, customerAnswers, validationError } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const ADD = 'POST /api/cart';

function card(name: string) {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`${name} is not in a card`);
  return within(article);
}

function header() {
  return within(screen.getByRole('banner'));
}

function categoryFoods() {
  const { id, name, description, image_url } = nasiBox;
  return json({
    status: 'success',
    category: { id, name, description, image_url },
    foods: [rendang, nasiGoreng],
  });
}

/** The three pages with order buttons, each with its mocked responses and how to find the dish's buttons. */
const pages: [string, Record<string, FetchHandler>, () => ReturnType<typeof within>][] = [
  [
    '/foods',
    { 'GET /api/foods': () => json(success([rendang, nasiGoreng])) },
    () => card('Nasi Goreng Kampung'),
  ],
  [
    '/categories/1',
    { 'GET /api/categories/1/foods': categoryFoods },
    () => card('Nasi Goreng Kampung'),
  ],
  [
    '/foods/3',
    { 'GET /api/foods/3': () => json(success(nasiGoreng)) },
    () => within(screen.getByRole('main')),
  ],
];

describe.each(pages)('order buttons on %s', (path, handlers, dish) => {
  it('adds one portion, says so, and the badge counts it at once', async () => {
    signIn();
    const api = mockFetch({
      ...customerAnswers(),
      ...handlers,
      // The reload after adding never responds: the badge counts the new portion from the add's response.
      'GET /api/cart': [cartAnswer([cartLine(rendang, 2)]), pending],
      [ADD]: () => json(success(cartLine(nasiGoreng, 1))),
    });
    const { user } = renderApp(path);
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    await header().findByRole('link', { name: 'Keranjang (2 item)' });

    await user.click(dish().getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nasi Goreng Kampung ditambahkan ke keranjang.',
    );
    expect(header().getByRole('link', { name: 'Keranjang (3 item)' })).toBeVisible();
    expect(await api.bodyOf(ADD)).toEqual({ food_id: 3, jumlah: 1 });
    expect(api.requestsTo(ADD)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('opens the order form with the dish and one portion', async () => {
    signIn();
    mockFetch({
      ...customerAnswers(),
      ...handlers,
      'GET /api/foods/3': () => json(success(nasiGoreng)),
    });
    const { user, router } = renderApp(path);
    await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
    await user.click(dish().getByRole('button', { name: 'Pesan Sekarang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-form'));
    expect(router.state.location.state).toEqual({ foodId: 3, quantity: 1, note: '', options: [] });
  });

  it.each(['Tambah ke Keranjang', 'Pesan Sekarang'])(
    'sends a visitor who presses "%s" to log in, and back here afterwards',
    async (button) => {
      const api = mockFetch(handlers);
      const { user, router } = renderApp(path);
      await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' });
      await user.click(dish().getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveTextContent('Anda harus login terlebih dahulu untuk memesan.');
      await user.click(within(dialog).getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: path });
      expect(api.callsTo(ADD)).toBe(0);
    },
  );
});

describe('add to cart failing', () => {
  async function pressAdd(handler: FetchHandler) {
    signIn();
    mockFetch({
      ...customerAnswers(),
      'GET /api/foods': () => json(success([nasiGoreng])),
      [ADD]: handler,
    });
    const { user } = renderApp('/foods');
    await user.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }));
    return { alert: await screen.findByRole('alert'), user };
  }

  it("shows the server's message", async () => {
    const { alert } = await pressAdd(() =>
      validationError('Quantity cannot be less than 1.', {
        jumlah: ['Quantity cannot be less than 1.'],
      }),
    );
    expect(alert).toHaveTextContent(/^Quantity cannot be less than 1\.$/);
  });

  it("shows the server's message for a dish that sold out since the menu loaded, and then marks it", async () => {
    signIn();
    const api = mockFetch({
      ...customerAnswers(),
      'GET /api/foods': [
        () => json(success([nasiGoreng])),
        () => json(success([{ ...nasiGoreng, is_available: false }])),
      ],
      [ADD]: () => validationError('Nasi Goreng Kampung sedang habis.'),
    });
    const { user } = renderApp('/foods');
    await user.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Nasi Goreng Kampung sedang habis\.$/,
    );
    expect(await card('Nasi Goreng Kampung').findByText('Habis')).toBeVisible();
    expect(
      card('Nasi Goreng Kampung').getByRole('button', { name: 'Tambah ke Keranjang' }),
    ).toBeDisabled();
    expect(api.callsTo('GET /api/foods')).toBe(2);
  });

  it("shows the server's message for a dish that is gone", async () => {
    const { alert } = await pressAdd(() => json(apiError('Menu tidak ditemukan.'), 404));
    expect(alert).toHaveTextContent(/^Menu tidak ditemukan\.$/);
  });

  it.each([
    ['a response without a message', () => new Response('oops', { status: 500 })],
    ['no response', offline],
  ])("says 'Gagal menambahkan item ke keranjang.' for %s", async (_case, handler) => {
    const { alert } = await pressAdd(handler);
    expect(alert).toHaveTextContent(/^Gagal menambahkan item ke keranjang\.$/);
    expect(header().getByRole('link', { name: 'Keranjang' })).toBeVisible();
  });

  it('lets the notice be closed', async () => {
    const { user } = await pressAdd(offline);
    await user.click(screen.getByRole('button', { name: 'Tutup pemberitahuan' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
