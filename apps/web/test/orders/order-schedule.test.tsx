import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderingMessages } from '@dapur/shared/ordering';
import { signIn, siti } from '../helpers/account-fixtures';
import { esTeh, nasiGoreng, success } from '../helpers/menu-fixtures';
import { json, mockFetch, pending, type FetchHandler } from '../helpers/mock-fetch';
import { cartLine, customerAnswers, order, validationError } from '../helpers/order-fixtures';
import { renderApp } from '../helpers/render-app';
import {
  PROFILE,
  profileBody,
  SLOTS,
  slotsAnswer,
  warungSri,
} from '../helpers/restaurant-fixtures';

const CREATE = 'POST /api/orders/direct';
const withFood = { pathname: '/order-form', state: { foodId: 3, quantity: 1, note: '' } };
/** Wednesday 20.30 in Jakarta: Warung Mbak Sri closed at 15.00. */
const evening = new Date('2026-06-10T20:30:00+07:00');

function handlers(extra: Record<string, FetchHandler | FetchHandler[]> = {}) {
  return {
    ...customerAnswers(),
    'GET /api/foods/3': () => json(success(nasiGoreng)),
    [CREATE]: () => json(success(order()), 201),
    'GET /api/orders': pending,
    ...extra,
  };
}

async function openForm(extra: Record<string, FetchHandler | FetchHandler[]> = {}) {
  signIn();
  const api = mockFetch(handlers(extra));
  const view = renderApp(withFood);
  await waitFor(() => expect(screen.getByLabelText('Nama')).toHaveValue(siti.name));
  await screen.findByRole('radio', { name: /^Secepatnya/ });
  return { api, ...view };
}

function submit() {
  return screen.getByRole('button', { name: 'Buat Pesanan' });
}

describe('the order form: delivery or pickup', () => {
  it('hides the address for a pickup, shows the restaurant’s, and sends no address', async () => {
    const { api, user, router } = await openForm();
    expect(screen.getByRole('radio', { name: /^Diantar/ })).toBeChecked();
    expect(screen.getByLabelText('Alamat')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /^Ambil sendiri/ }));
    expect(screen.queryByLabelText('Alamat')).not.toBeInTheDocument();
    expect(screen.getByText('Ambil pesanan di').parentElement).toHaveTextContent(warungSri.address);
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(await api.bodyOf(CREATE)).toEqual({
      name: siti.name,
      address: '',
      phone: siti.telephone,
      fulfilment: 'pickup',
      food_id: 3,
      quantity: 1,
    });
  });

  it('adds the delivery fee to the total for a delivery, not for a pickup', async () => {
    const { user } = await openForm({
      [PROFILE]: () => json(profileBody({ ...warungSri, delivery_fee: 8_000 })),
    });
    await waitFor(() =>
      expect(screen.getByText('Ongkos kirim').parentElement).toHaveTextContent('Rp 8.000'),
    );
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Rp 33.000');
    await user.click(screen.getByRole('radio', { name: /^Ambil sendiri/ }));
    expect(screen.queryByText('Ongkos kirim')).not.toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Rp 25.000');
  });

  it('keeps the spec’s address rule for a delivery', async () => {
    const { api, user } = await openForm();
    await user.clear(screen.getByLabelText('Alamat'));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please fill in all fields$/);
    expect(screen.getByLabelText('Alamat')).toHaveAccessibleDescription('Alamat wajib diisi.');
    expect(api.callsTo(CREATE)).toBe(0);
  });
});

describe('the order form: when', () => {
  it('orders for a day and time from the slots, with notes to the order and the dish', async () => {
    const { api, user, router } = await openForm();
    expect(screen.getByRole('radio', { name: /^Secepatnya/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Pilih waktu/ }));
    await user.selectOptions(screen.getByLabelText('Hari'), 'Besok');
    const time = await screen.findByLabelText('Jam');
    // Thursday: Warung Mbak Sri opens 08.00–15.00, every half hour.
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Pilih jam',
      ...['08', '09', '10', '11', '12', '13', '14'].flatMap((hour) => [`${hour}.00`, `${hour}.30`]),
    ]);
    await user.selectOptions(time, '12.00');
    await user.type(screen.getByLabelText('Catatan untuk menu ini'), 'sambal dipisah');
    await user.type(screen.getByLabelText('Catatan pesanan'), 'Telepon dulu ya');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(await api.bodyOf(CREATE)).toEqual({
      name: siti.name,
      address: siti.alamat,
      phone: siti.telephone,
      scheduled_for: '2026-06-11T12:00:00+07:00',
      note: 'Telepon dulu ya',
      food_id: 3,
      quantity: 1,
      item_note: 'sambal dipisah',
    });
    expect(new URL(api.requestsTo(SLOTS).at(-1)!.url).searchParams.get('date')).toBe('2026-06-11');
    expect(new URL(api.requestsTo(SLOTS).at(-1)!.url).searchParams.get('food_ids')).toBe('3');
  });

  it('says so for a day without times, and asks for a time before sending', async () => {
    const { api, user } = await openForm();
    await user.click(screen.getByRole('radio', { name: /^Pilih waktu/ }));
    await user.selectOptions(screen.getByLabelText('Hari'), 'Minggu, 14 Juni');
    expect(
      await screen.findByText('Tidak ada waktu yang bisa dipilih pada hari ini. Pilih hari lain.'),
    ).toBeVisible();
    await user.click(submit());
    expect(await screen.findByText('Pilih jam pesanan.')).toBeVisible();
    expect(api.callsTo(CREATE)).toBe(0);
  });

  it('while the shop is closed, says when it opens and starts on choosing a time', async () => {
    await openForm({ [SLOTS]: slotsAnswer({ now: evening }) });
    const closed = orderingMessages.closed('besok pukul 08.00');
    // Above the form, and as the reason "Secepatnya" cannot be chosen.
    expect(await screen.findAllByText(closed)).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /^Secepatnya/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Pilih waktu/ })).toBeChecked();
    expect(screen.getByLabelText('Hari')).toHaveDisplayValue('Besok');
    expect(await screen.findByLabelText('Jam')).toHaveAccessibleDescription(
      'Waktu paling cepat: Besok pukul 08.00.',
    );
  });

  it('shows a refused time clearly and keeps everything typed', async () => {
    const paused = orderingMessages.paused('besok pukul 08.00');
    const { api, user } = await openForm({
      [CREATE]: () => validationError(paused, { scheduled_for: [paused] }),
    });
    await user.type(screen.getByLabelText('Catatan pesanan'), 'Telepon dulu ya');
    const before = api.callsTo(SLOTS);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(paused);
    expect(screen.getByLabelText('Catatan pesanan')).toHaveValue('Telepon dulu ya');
    expect(screen.getByLabelText('Nama')).toHaveValue(siti.name);
    // The times are asked for again: what can be chosen has changed.
    await waitFor(() => expect(api.callsTo(SLOTS)).toBeGreaterThan(before));
  });
});

describe('the cart order form: when', () => {
  it('asks for the times of the cart’s dishes, and a catering dish rules out "Secepatnya"', async () => {
    signIn();
    const api = mockFetch({
      ...customerAnswers([cartLine(nasiGoreng, 2), cartLine(esTeh, 1)]),
      [SLOTS]: slotsAnswer({ leadDays: 2 }),
    });
    renderApp('/order-form-cart');
    const asap = await screen.findByRole('radio', { name: /^Secepatnya/ });
    const reason =
      'Tumpeng Mini perlu dipesan 2 hari sebelumnya. Waktu paling cepat: Jumat pukul 08.00.';
    expect(asap).toBeDisabled();
    expect(asap).toHaveAccessibleName('Secepatnya');
    expect(asap).toHaveAccessibleDescription(reason);
    expect(await screen.findByLabelText('Hari')).toHaveDisplayValue('Jumat, 12 Juni');
    // The page's closed-shop notice asks without dishes; the form asks with the cart's.
    expect(
      api.requestsTo(SLOTS).map((request) => new URL(request.url).searchParams.get('food_ids')),
    ).toContain('3,20');
  });
});
