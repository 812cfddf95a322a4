import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_HINT } from '@dapur/shared/phone';
import { signIn, siti } from '../helpers/account-fixtures';
import { apiError, nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch, offline, pending, type FetchHandler } from '../helpers/mock-fetch';
import { customerAnswers, order, validationError } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';

const FOOD = 'GET /api/foods/3';
const CREATE = 'POST /api/orders/direct';
const withFood = { pathname: '/order-form', state: { foodId: 3, quantity: 1 } };

function handlers(create: FetchHandler | FetchHandler[] = () => json(success(order()), 201)) {
  return {
    ...customerAnswers(),
    [FOOD]: () => json(success(nasiGoreng)),
    [CREATE]: create,
    'GET /api/orders': pending,
    'GET /api/payments/qris': pending,
  };
}

function submit() {
  return screen.getByRole('button', { name: 'Buat Pesanan' });
}

describe('/order-form', () => {
  it('shows the dish and a form filled in from the profile, every field labelled', async () => {
    signIn();
    mockFetch(handlers());
    renderApp(withFood);

    expect(await screen.findByRole('heading', { name: 'Nasi Goreng Kampung' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Form Pemesanan' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Form Pemesanan — Warung Mbak Sri'));
    const dish = within(screen.getByRole('region', { name: 'Menu yang dipesan' }));
    expect(dish.getByRole('img', { name: 'Nasi Goreng Kampung' })).toHaveAttribute(
      'src',
      '/storage/foods/nasi-goreng-kampung.webp',
    );
    expect(dish.getByText('Rp 25.000')).toBeVisible();

    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    expect(screen.getByLabelText('Alamat')).toHaveValue(siti.alamat);
    expect(screen.getByLabelText('Telepon')).toHaveValue(siti.telephone);
    expect(screen.getByLabelText('Telepon')).toHaveAccessibleDescription(PHONE_HINT);
    expect(screen.getByLabelText('Jumlah')).toHaveValue(1);
    expect(screen.getByLabelText('Jumlah')).toHaveAttribute('min', '1');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Rp 25.000');
  });

  it('keeps the total in step with the quantity', async () => {
    signIn();
    mockFetch(handlers());
    const { user } = renderApp({ pathname: '/order-form', state: { foodId: 3, quantity: 2 } });
    const quantity = await screen.findByLabelText('Jumlah');
    expect(quantity).toHaveValue(2);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Rp 50.000');
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Rp 100.000');
  });

  it.each(['0', '-3'])('forces a quantity of %s up to 1', async (typed) => {
    signIn();
    mockFetch(handlers());
    renderApp(withFood);
    const quantity = await screen.findByLabelText('Jumlah');
    fireEvent.input(quantity, { target: { value: typed } });
    expect(quantity).toHaveValue(1);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Rp 25.000');
  });

  it('orders one portion when a quantity below 1 was typed', async () => {
    signIn();
    const api = mockFetch(handlers());
    const { user, router } = renderApp({
      pathname: '/order-form',
      state: { foodId: 3, quantity: 3 },
    });
    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    fireEvent.input(screen.getByLabelText('Jumlah'), { target: { value: '-3' } });
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(await api.bodyOf(CREATE)).toMatchObject({ food_id: 3, quantity: 1 });
  });

  it('orders with the values in the form and goes to payment', async () => {
    signIn('token-1');
    const api = mockFetch(handlers());
    const { user, router } = renderApp(withFood);
    const name = await screen.findByLabelText('Nama');
    await waitFor(() => expect(name).toHaveValue(siti.name));
    await user.clear(name);
    await user.type(name, 'Bu Siti (kantor)');
    fireEvent.input(screen.getByLabelText('Jumlah'), { target: { value: '3' } });
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(await api.bodyOf(CREATE)).toEqual({
      name: 'Bu Siti (kantor)',
      address: siti.alamat,
      phone: siti.telephone,
      food_id: 3,
      quantity: 3,
    });
    const request = api.requestsTo(CREATE)[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("says 'Please fill in all fields' and marks each empty field", async () => {
    signIn();
    const api = mockFetch(handlers());
    const { user } = renderApp(withFood);
    const name = await screen.findByLabelText('Nama');
    await waitFor(() => expect(name).toHaveValue(siti.name));
    await user.clear(name);
    await user.clear(screen.getByLabelText('Telepon'));
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please fill in all fields$/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nama wajib diisi.');
    expect(screen.getByLabelText('Telepon')).toHaveAccessibleDescription(
      `${PHONE_HINT} Telepon wajib diisi.`,
    );
    expect(screen.getByLabelText('Alamat')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo(CREATE)).toBe(0);
  });

  it("does not check the phone's form: that is the server's rule, shown under the field", async () => {
    signIn();
    const api = mockFetch(
      handlers(() =>
        validationError('Data yang dikirim tidak valid.', {
          phone: ['Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.'],
        }),
      ),
    );
    const { user } = renderApp(withFood);
    const phone = await screen.findByLabelText('Telepon');
    await waitFor(() => expect(phone).toHaveValue(siti.telephone));
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Data yang dikirim tidak valid\.$/);
    expect(api.callsTo(CREATE)).toBe(1);
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        `${PHONE_HINT} Nomor telepon harus diawali 62 dan terdiri dari 10–15 angka.`,
      ),
    );
  });

  it.each([
    ['a response without a message', () => new Response('oops', { status: 500 })],
    ['no response', offline],
  ])("says 'Failed to create order' for %s", async (_case, handler) => {
    signIn();
    mockFetch(handlers(handler));
    const { user, router } = renderApp(withFood);
    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create order$/);
    expect(router.state.location.pathname).toBe('/order-form');
    expect(submit()).toBeEnabled();
  });

  it('sends the same Idempotency-Key when the same order is tried again, a new one for a changed order', async () => {
    signIn();
    const api = mockFetch(handlers([offline, offline, () => json(success(order()), 201)]));
    const { user, router } = renderApp(withFood);
    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    await user.click(submit());
    await screen.findByText('Failed to create order');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo(CREATE)).toBe(2));
    await screen.findByText('Failed to create order');

    fireEvent.input(screen.getByLabelText('Jumlah'), { target: { value: '2' } });
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));

    const keys = api.requestsTo(CREATE).map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends one order for a double click', async () => {
    signIn();
    const api = mockFetch(handlers(pending));
    const { user } = renderApp(withFood);
    await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
    await user.dblClick(submit());
    expect(submit()).toBeDisabled();
    expect(api.callsTo(CREATE)).toBe(1);
  });

  it("says 'No food item selected' without a dish, with a way back to the menu", async () => {
    signIn();
    const api = mockFetch(customerAnswers());
    renderApp('/order-form');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No food item selected$/);
    expect(screen.getByRole('link', { name: 'Pilih Menu' })).toHaveAttribute('href', '/foods');
    expect(screen.queryByLabelText('Nama')).not.toBeInTheDocument();
    expect(api.callsTo(FOOD)).toBe(0);
  });

  it('warns a visitor who opens the form without a dish, before anything else', async () => {
    mockFetch({});
    renderApp('/order-form');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Anda harus login terlebih dahulu untuk memesan.');
    expect(screen.queryByText('No food item selected')).not.toBeInTheDocument();
  });

  it.each([
    ['a missing dish', () => json(apiError('Data tidak ditemukan.'), 404)],
    ['no response', offline],
  ])("says 'Failed to load food data' for %s", async (_case, handler) => {
    signIn();
    mockFetch({ ...handlers(), [FOOD]: handler });
    renderApp(withFood);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load food data/);
    expect(screen.queryByLabelText('Nama')).not.toBeInTheDocument();
  });

  it('warns a visitor that ordering needs a login, and comes back to the dish afterwards', async () => {
    const api = mockFetch({});
    const { user, router } = renderApp(withFood);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Anda harus login terlebih dahulu untuk memesan.');
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/foods/3' });
    expect(api.callsTo(CREATE)).toBe(0);
  });
});
