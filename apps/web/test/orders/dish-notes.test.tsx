import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderingMessages } from '@dapur/shared/ordering';
import { signIn } from '../helpers/account-fixtures';
import { nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch } from '../helpers/mock-fetch';
import {
  cartAnswer,
  cartLine,
  customerAnswers,
  orderDetail,
  validationError,
} from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';
import { slotsAnswer, SLOTS, warungSri } from '../helpers/restaurant-fixtures';

const ADD = 'POST /api/cart';
const FOOD = 'GET /api/foods/3';
const UPDATE = 'PUT /api/cart/103';

describe('notes to a dish', () => {
  it('sends the note typed on the dish’s page with "Tambah ke Keranjang"', async () => {
    signIn();
    const api = mockFetch({
      ...customerAnswers(),
      [FOOD]: () => json(success(nasiGoreng)),
      [ADD]: () => json(success({ ...cartLine(nasiGoreng, 1), note: 'sambal dipisah' })),
    });
    const { user } = renderApp('/foods/3');
    const note = await screen.findByLabelText('Catatan');
    expect(note).toHaveAttribute('maxlength', '120');
    await user.type(note, '  sambal dipisah ');
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    await waitFor(() =>
      expect(screen.getByText('Nasi Goreng Kampung ditambahkan ke keranjang.')).toBeVisible(),
    );
    expect(await api.bodyOf(ADD)).toEqual({ food_id: 3, jumlah: 1, note: 'sambal dipisah' });
    // The next portion starts without a note: another note is another cart line.
    expect(note).toHaveValue('');
  });

  it('keeps the note in its field when the dish could not be added', async () => {
    signIn();
    mockFetch({
      ...customerAnswers(),
      [FOOD]: () => json(success(nasiGoreng)),
      [ADD]: () => json({ status: 'error', message: 'Server sibuk.' }, 500),
    });
    const { user } = renderApp('/foods/3');
    const note = await screen.findByLabelText('Catatan');
    await user.type(note, 'sambal dipisah');
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await screen.findByText('Server sibuk.')).toBeVisible();
    expect(note).toHaveValue('sambal dipisah');
  });

  it('takes the note to the order form with "Pesan Sekarang"', async () => {
    signIn();
    mockFetch({ ...customerAnswers(), [FOOD]: () => json(success(nasiGoreng)) });
    const { user, router } = renderApp('/foods/3');
    await user.type(await screen.findByLabelText('Catatan'), 'paha');
    await user.click(screen.getByRole('button', { name: 'Pesan Sekarang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-form'));
    expect(await screen.findByLabelText('Catatan untuk menu ini')).toHaveValue('paha');
  });

  it('shows each cart line’s note and changes it in place', async () => {
    signIn();
    const plain = cartLine(nasiGoreng, 1, 102);
    const spicy = { ...cartLine(nasiGoreng, 2, 103), note: 'sambal dipisah' };
    const api = mockFetch({
      ...customerAnswers(),
      'GET /api/cart': [
        cartAnswer([plain, spicy]),
        cartAnswer([plain, { ...spicy, note: 'tanpa sambal' }]),
      ],
      [UPDATE]: () => json(success({ ...spicy, note: 'tanpa sambal' })),
    });
    const { user } = renderApp('/cart');
    await screen.findAllByRole('heading', { name: 'Nasi Goreng Kampung' });
    const lines = screen.getAllByRole('article');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByText('Catatan: sambal dipisah')).toBeVisible();

    await user.click(within(lines[1]!).getByRole('button', { name: /^Ubah catatan/ }));
    const field = within(lines[1]!).getByLabelText('Catatan untuk Nasi Goreng Kampung');
    await user.clear(field);
    await user.type(field, 'tanpa sambal');
    await user.click(within(lines[1]!).getByRole('button', { name: 'Simpan Catatan' }));
    expect(await within(lines[1]!).findByText('Catatan: tanpa sambal')).toBeVisible();
    expect(await api.bodyOf(UPDATE)).toEqual({ jumlah: 2, note: 'tanpa sambal' });
  });

  it('says so when another line of the dish already has that note', async () => {
    signIn();
    const plain = cartLine(nasiGoreng, 1, 102);
    const spicy = { ...cartLine(nasiGoreng, 2, 103), note: 'sambal dipisah' };
    mockFetch({
      ...customerAnswers([plain, spicy]),
      [UPDATE]: () =>
        validationError(orderingMessages.sameNoteInCart, {
          note: [orderingMessages.sameNoteInCart],
        }),
    });
    const { user } = renderApp('/cart');
    await screen.findAllByRole('heading', { name: 'Nasi Goreng Kampung' });
    const spicyLine = within(screen.getAllByRole('article')[1]!);
    await user.click(spicyLine.getByRole('button', { name: /^Ubah catatan/ }));
    await user.clear(spicyLine.getByLabelText('Catatan untuk Nasi Goreng Kampung'));
    await user.click(spicyLine.getByRole('button', { name: 'Simpan Catatan' }));
    expect(await screen.findByText(orderingMessages.sameNoteInCart)).toBeVisible();
    expect(spicyLine.getByText('Catatan: sambal dipisah')).toBeVisible();
  });
});

describe('a closed or paused shop on the pages that sell', () => {
  const paused = orderingMessages.paused('besok pukul 08.00');
  const pausedShop = slotsAnswer({ profile: { ...warungSri, accepting_orders: false } });

  it.each(['/foods', '/foods/3', '/cart'])('says so on %s, and when to order', async (path) => {
    signIn();
    mockFetch({
      ...customerAnswers([cartLine(nasiGoreng, 1)]),
      'GET /api/foods': () => json(success([nasiGoreng])),
      [FOOD]: () => json(success(nasiGoreng)),
      [SLOTS]: pausedShop,
    });
    renderApp(path);
    expect(await screen.findByText(paused)).toBeVisible();
  });

  it('says nothing while orders for as soon as possible are taken', async () => {
    signIn();
    const api = mockFetch({ ...customerAnswers(), [FOOD]: () => json(success(nasiGoreng)) });
    renderApp('/foods/3');
    await screen.findByRole('heading', { level: 1, name: 'Nasi Goreng Kampung' });
    await waitFor(() => expect(api.callsTo(SLOTS)).toBe(1));
    expect(screen.queryByText(/Restoran sedang/)).not.toBeInTheDocument();
  });
});

describe('an order as the customer sees it', () => {
  it('shows pickup, the time, the notes and no address', async () => {
    signIn();
    const pickup = orderDetail({
      fulfilment: 'pickup',
      address: '',
      scheduled_for: '2026-06-11T05:00:00.000Z',
      note: 'Telepon dulu ya',
      items: [
        {
          food_id: 3,
          nama_menu: 'Nasi Goreng Kampung',
          jumlah: 2,
          harga_satuan: 25_000,
          harga_total: 50_000,
          note: 'sambal dipisah',
          options: [],
        },
      ],
      total_amount: 50_000,
    });
    mockFetch({ ...customerAnswers(), 'GET /api/orders/41': () => json(success(pickup)) });
    renderApp('/orders/41');
    const card = within(await screen.findByRole('region', { name: 'Diambil oleh' }));
    expect(card.getByText('Ambil sendiri')).toBeVisible();
    expect(card.getByText('11 Juni 2026 pukul 12.00')).toBeVisible();
    expect(card.getByText('Telepon dulu ya')).toBeVisible();
    expect(card.queryByText('Alamat')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Isi pesanan' }));
    expect(items.getByText('Catatan: sambal dipisah')).toBeVisible();
    expect(screen.queryByText('Ongkos kirim')).not.toBeInTheDocument();
  });

  it('shows a delivery for as soon as possible with its fee in the total', async () => {
    signIn();
    const delivery = orderDetail({ delivery_fee: 8_000, total_amount: 63_000 });
    mockFetch({ ...customerAnswers(), 'GET /api/orders/41': () => json(success(delivery)) });
    renderApp('/orders/41');
    const card = within(await screen.findByRole('region', { name: 'Dikirim ke' }));
    expect(card.getByText('Diantar')).toBeVisible();
    expect(card.getByText('Secepatnya')).toBeVisible();
    expect(screen.getByText('Ongkos kirim').parentElement).toHaveTextContent('Rp 8.000');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Rp 63.000');
  });
});
