import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import type { AdminOrder } from '@dapur/shared/schemas/orders';
import { json, mockFetch, type FetchHandler } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { groupOrders } from '../helpers/board-groups';
import { menuAnswers } from '../owner-menu/owner-fixtures';
import {
  SOUND_STORAGE_KEY,
  SOUND_CHECK_MS,
} from '../../src/features/owner-orders/hooks/use-new-order-sound';
import { CHIME_REPEAT_MS } from '../../src/features/owner-orders/pages/order-board-page';
import {
  ACKNOWLEDGE,
  adminOrder,
  card,
  eventStream,
  fakeAudio,
  freezeNow,
  listAnswer,
  minutesAgo,
  NEW_ORDERS,
  newOrder,
  newOrdersAnswer,
  orderList,
  ownerAnswers,
} from './owner-fixtures';

const LIST = 'GET /api/admin/orders';
/** 12.00 tomorrow (13 May 2025) in Jakarta. */
const TOMORROW_NOON = '2025-05-13T05:00:00.000Z';

/**
 * The server's orders for one test: both lists are read from them, acknowledging marks them
 * seen, and `put` stands for a change the test then announces over the stream. So a list
 * read again at any moment (the stream's first open asks again) says what the server would.
 */
function boardServer(initial: AdminOrder[]) {
  let orders = initial;
  const answers: Record<string, FetchHandler> = {
    // Every order here is due today but tomorrow's lunch.
    [LIST]: () => json(orderList(orders.filter((order) => order.scheduled_for !== TOMORROW_NOON))),
    [NEW_ORDERS]: () =>
      json({ status: 'success', data: orders.filter((order) => order.acknowledged_at === null) }),
    [ACKNOWLEDGE]: async (request) => {
      const { order_ids: ids } = (await request.json()) as { order_ids: number[] };
      const done = orders
        .filter((order) => ids.includes(order.id) && order.acknowledged_at === null)
        .map((order) => order.id);
      orders = orders.map((order) =>
        done.includes(order.id) ? { ...order, acknowledged_at: minutesAgo(0) } : order,
      );
      return json({ status: 'success', data: { acknowledged: done.sort((a, b) => a - b) } });
    },
  };
  return {
    answers,
    put(order: AdminOrder): AdminOrder {
      orders = [...orders.filter((item) => item.id !== order.id), order];
      return order;
    },
  };
}

/** The headings of the board's groups, top to bottom ("Baru (2)", "Diproses (1)", …). */
function groupHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

const banner = () => screen.queryByRole('region', { name: /pesanan baru$/ });

describe('/admin, new orders first', () => {
  it('puts unseen orders of any day in "Baru" under a banner, then payments to check, then the day by status with counts, the finished ones last', async () => {
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      [NEW_ORDERS]: newOrdersAnswer([
        newOrder({ id: 50, scheduled_for: TOMORROW_NOON, fulfilment: 'pickup', address: '' }),
        newOrder({ id: 49, created_at: minutesAgo(2) }),
      ]),
      [LIST]: listAnswer([
        // Today's new order is in the day's list too: it shows once, in "Baru".
        newOrder({ id: 49, created_at: minutesAgo(2) }),
        adminOrder({
          id: 40,
          status: 'pending',
          payment: { id: 8, status: 'pending', amount: 55_000, verification: 'unverified' },
        }),
        adminOrder({ id: 41 }),
        adminOrder({
          id: 42,
          payment: { id: 9, status: 'completed', amount: 55_000, verification: 'verified' },
        }),
        adminOrder({
          id: 43,
          status: 'ready',
          payment: { id: 10, status: 'completed', amount: 55_000, verification: 'verified' },
        }),
        adminOrder({
          id: 44,
          status: 'completed',
          payment: { id: 11, status: 'completed', amount: 55_000, verification: 'verified' },
        }),
        adminOrder({ id: 45, status: 'cancelled' }),
      ]),
    });
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: '2 pesanan baru' })).toBeVisible();
    await screen.findByRole('heading', { name: 'Pesanan #40' });
    expect(groupHeadings()).toEqual([
      '2 pesanan baru',
      'Baru (2)',
      'Cek pembayaran (1)',
      'Menunggu pembayaran (1)',
      'Diproses (1)',
      'Siap (1)',
      'Selesai / Batal (2)',
    ]);
    // Earliest due first: today's as-soon-as-possible order before tomorrow's lunch.
    expect(groupOrders('Baru')).toEqual(['Pesanan #49', 'Pesanan #50']);
    expect(groupOrders('Cek pembayaran')).toEqual(['Pesanan #41']);
    expect(groupOrders('Menunggu pembayaran')).toEqual(['Pesanan #40']);
    expect(groupOrders('Diproses')).toEqual(['Pesanan #42']);
    expect(groupOrders('Siap')).toEqual(['Pesanan #43']);
    expect(screen.getAllByRole('heading', { name: 'Pesanan #49' })).toHaveLength(1);

    // The pre-order placed today for tomorrow names its day.
    expect(card(50).getByText(/^Untuk/)).toHaveTextContent('Untuk 13 Mei 2025');
    expect(card(49).getByText('Menunggu pembayaran')).toBeVisible();

    // Finished orders last, below the rest.
    expect(groupOrders('Selesai / Batal')).toEqual(['Pesanan #44', 'Pesanan #45']);
  });

  it('marks every shown new order seen with one tap: the banner and "Baru" go, the orders join their groups', async () => {
    freezeNow();
    signIn();
    const server = boardServer([
      newOrder({ id: 49 }),
      newOrder({ id: 50, scheduled_for: TOMORROW_NOON }),
      adminOrder({ id: 41 }),
    ]);
    const api = mockFetch({ ...ownerAnswers(), ...server.answers });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { name: '2 pesanan baru' });
    const badge = screen.getAllByRole('link', { name: 'Pesanan, 2 pesanan baru' });
    expect(badge.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Sudah dilihat' }));

    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(await api.bodyOf(ACKNOWLEDGE)).toEqual({ order_ids: [49, 50] });
    expect(screen.queryByRole('heading', { name: /^Baru \(/ })).not.toBeInTheDocument();
    // Today's joins the day's groups; tomorrow's waits on tomorrow's board.
    expect(groupOrders('Menunggu pembayaran')).toEqual(['Pesanan #49']);
    expect(screen.queryByRole('heading', { name: 'Pesanan #50' })).not.toBeInTheDocument();
    expect(screen.getByText('Pesanan baru sudah ditandai dilihat.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('link', { name: /pesanan baru/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Pesanan' }).length).toBeGreaterThan(0);
  });

  it('keeps the banner and says so when the tap cannot be saved', async () => {
    freezeNow();
    signIn();
    mockFetch({
      ...ownerAnswers(),
      [NEW_ORDERS]: newOrdersAnswer([newOrder({ id: 49 })]),
      [LIST]: listAnswer([newOrder({ id: 49 })]),
      [ACKNOWLEDGE]: () => json({ status: 'error', message: 'Server sibuk.' }, 503),
    });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { name: '1 pesanan baru' });

    await user.click(screen.getByRole('button', { name: 'Sudah dilihat' }));

    expect(
      await screen.findByText('Gagal menandai pesanan. Periksa koneksi lalu coba lagi.'),
    ).toHaveAttribute('role', 'alert');
    expect(banner()).toBeInTheDocument();
    expect(groupOrders('Baru')).toEqual(['Pesanan #49']);
  });

  it('chimes again every 15 s while new orders wait, for each newcomer at once, and stops when another phone marks them seen', async () => {
    freezeNow();
    useFakeClock();
    window.localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    const audio = fakeAudio();
    signIn();
    const events = eventStream();
    const server = boardServer([adminOrder({ id: 41 })]);
    mockFetch({ ...ownerAnswers(events.handler), ...server.answers });
    renderApp('/admin');
    await settle(() => expect(screen.getByText('Langsung')).toBeVisible());
    // The choice was remembered: no tap asked for, and quiet while nothing is new.
    expect(screen.queryByRole('button', { name: 'Aktifkan suara' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Suara aktif: pesanan baru dan pembayaran yang perlu dicek.'),
    ).toBeVisible();
    expect(audio.started).toHaveLength(0);

    events.send('order.created', server.put(newOrder({ id: 49 })));
    await settle(() => expect(banner()).toHaveAccessibleName('1 pesanan baru'));
    expect(audio.started).toHaveLength(2);
    expect(screen.getByText('Pesanan baru #49 dari Siti Rahmawati.')).toHaveAttribute(
      'role',
      'status',
    );

    await advance(CHIME_REPEAT_MS - 1);
    expect(audio.started).toHaveLength(2);
    await advance(1);
    expect(audio.started).toHaveLength(4);
    events.ping();

    // A second order rings at once, and the round starts again from it.
    await advance(5_000);
    events.send('order.created', server.put(newOrder({ id: 50 })));
    await settle(() => expect(banner()).toHaveAccessibleName('2 pesanan baru'));
    expect(audio.started).toHaveLength(6);
    await advance(CHIME_REPEAT_MS);
    expect(audio.started).toHaveLength(8);
    events.ping();

    // Seen on another phone: every board hears it and falls quiet.
    const seenAt = minutesAgo(0);
    events.send('order.acknowledged', server.put(newOrder({ id: 49, acknowledged_at: seenAt })));
    await settle(() => expect(banner()).toHaveAccessibleName('1 pesanan baru'));
    events.send('order.acknowledged', server.put(newOrder({ id: 50, acknowledged_at: seenAt })));
    await settle(() => expect(banner()).not.toBeInTheDocument());
    const heard = audio.started.length;
    await advance(CHIME_REPEAT_MS * 3);
    expect(audio.started).toHaveLength(heard);
  });

  it('chimes at once on opening a board with unseen orders when the sound was chosen before, and stops with "Sudah dilihat"', async () => {
    freezeNow();
    useFakeClock();
    window.localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    const audio = fakeAudio();
    signIn();
    mockFetch({ ...ownerAnswers(), ...boardServer([newOrder({ id: 49 })]).answers });
    renderApp('/admin');
    await settle(() => expect(banner()).toHaveAccessibleName('1 pesanan baru'));
    expect(audio.started).toHaveLength(2);
    await advance(CHIME_REPEAT_MS);
    expect(audio.started).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Sudah dilihat' }));
    await settle(() => expect(banner()).not.toBeInTheDocument());
    await advance(CHIME_REPEAT_MS * 2);
    expect(audio.started).toHaveLength(4);
  });

  it('asks for one tap in the banner when the browser holds the chosen sound back, then plays', async () => {
    freezeNow();
    useFakeClock();
    window.localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    const audio = fakeAudio({ blockedUntilTap: true });
    signIn();
    mockFetch({ ...ownerAnswers(), ...boardServer([newOrder({ id: 49 })]).answers });
    renderApp('/admin');
    await settle(() => expect(banner()).toHaveAccessibleName('1 pesanan baru'));
    // The browser has a moment to let it play before the family is asked.
    expect(screen.queryByRole('button', { name: 'Aktifkan suara' })).not.toBeInTheDocument();
    await advance(SOUND_CHECK_MS);
    const ask = within(banner()!).getByRole('button', { name: 'Aktifkan suara' });
    expect(
      within(banner()!).getByText(
        'Browser menahan suara. Ketuk sekali agar pesanan baru berbunyi.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Aktifkan suara' })).toHaveLength(1);

    fireEvent.pointerDown(ask);
    fireEvent.click(ask);
    await settle(() =>
      expect(screen.queryByRole('button', { name: 'Aktifkan suara' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('Suara aktif: pesanan baru dan pembayaran yang perlu dicek.'),
    ).toBeVisible();
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    const heard = audio.started.length;
    await advance(CHIME_REPEAT_MS);
    expect(audio.started.length).toBe(heard + 2);
  });

  it('asks once on a device that never chose, before any order comes, and remembers "off" too', async () => {
    freezeNow();
    fakeAudio();
    signIn();
    mockFetch({ ...ownerAnswers(), [LIST]: listAnswer([adminOrder({ id: 41 })]) });
    const { user, unmount } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #41' });
    expect(screen.getByText('Nyalakan suara agar pesanan baru terdengar di HP ini.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Aktifkan suara' }));
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
    expect(screen.queryByText(/Nyalakan suara/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Matikan suara' }));
    expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    unmount();

    // Back another day: the choice stands, offered in the header, not asked for.
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #41' });
    expect(screen.queryByText(/Nyalakan suara/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Aktifkan suara' })).toHaveLength(1);
  });

  it('counts new orders on the "Pesanan" tab of every owner page, live', async () => {
    signIn('owner-token');
    const events = eventStream();
    const server = boardServer([newOrder({ id: 49 }), newOrder({ id: 50 })]);
    mockFetch({
      ...menuAnswers(),
      'GET /api/admin/events': events.handler,
      [NEW_ORDERS]: server.answers[NEW_ORDERS]!,
    });
    renderApp('/admin/menu');

    const tabs = await screen.findAllByRole('link', { name: 'Pesanan, 2 pesanan baru' });
    // The bar at the bottom on a phone, the header on a desktop.
    expect(tabs).toHaveLength(2);
    for (const tab of tabs) expect(tab).toHaveAttribute('href', '/admin');

    await waitFor(() => expect(events.opened).toBe(1));
    events.send('order.created', server.put(newOrder({ id: 51 })));
    expect(await screen.findAllByRole('link', { name: 'Pesanan, 3 pesanan baru' })).toHaveLength(2);
    for (const id of [49, 50, 51]) {
      events.send(
        'order.acknowledged',
        server.put(newOrder({ id, acknowledged_at: minutesAgo(0) })),
      );
    }
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Pesanan' })).toHaveLength(2));
  });
});
