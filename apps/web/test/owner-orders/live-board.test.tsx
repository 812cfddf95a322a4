import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { advance, settle, useFakeClock } from '../helpers/fake-clock';
import { json, mockFetch } from '../helpers/mock-fetch';
import { renderApp } from '../helpers/render-app';
import { groupOrders } from '../helpers/board-groups';
import { NEW_ORDER_HIGHLIGHT_MS } from '../../src/features/owner-orders/pages/order-board-page';
import {
  adminOrder,
  card,
  eventStream,
  fakeAudio,
  freezeNow,
  minutesAgo,
  newOrder,
  orderList,
  ownerAnswers,
} from './owner-fixtures';

const LIST = 'GET /api/admin/orders';
const EVENTS = 'GET /api/admin/events';

describe('the board, live', () => {
  it('adds a new order from the stream at once, highlighted, without asking for the list again', async () => {
    freezeNow();
    signIn();
    const events = eventStream();
    const api = mockFetch({
      ...ownerAnswers(events.handler),
      [LIST]: () => json(orderList([adminOrder({ id: 41 })])),
    });
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #41' });
    expect(await screen.findByText('Langsung')).toBeVisible();
    const request = api.requestsTo(EVENTS)[0]!;
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    const lists = api.callsTo(LIST);

    events.ping();
    events.send('order.created', newOrder({ id: 42, name: 'Budi Santoso' }));

    expect(await screen.findByRole('heading', { name: 'Pesanan #42' })).toBeVisible();
    expect(card(42).getByText('Baru')).toBeVisible();
    expect(card(42).getByText('baru saja')).toBeVisible();
    expect(card(41).queryByText('Baru')).not.toBeInTheDocument();
    expect(screen.getByText('Pesanan baru #42 dari Budi Santoso.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(groupOrders('Baru')).toEqual(['Pesanan #42']);
    expect(groupOrders('Cek pembayaran')).toEqual(['Pesanan #41']);
    expect(api.callsTo(LIST)).toBe(lists);
  });

  it('puts new orders of any day in "Baru" by due time, and a seen one for tomorrow on tomorrow\'s board only', async () => {
    freezeNow();
    signIn();
    const events = eventStream();
    mockFetch({
      ...ownerAnswers(events.handler),
      [LIST]: () => json(orderList([adminOrder({ id: 41 })])),
    });
    const { queryClient } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #41' });
    await screen.findByText('Langsung');
    // The lists the stream's opening asked for again are in: no response overwrites the events.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // 12.00 tomorrow in Jakarta, placed now.
    events.send('order.created', newOrder({ id: 42, scheduled_for: '2025-05-13T05:00:00.000Z' }));
    // 11.00 today in Jakarta, placed now.
    events.send('order.created', newOrder({ id: 43, scheduled_for: '2025-05-12T04:00:00.000Z' }));
    expect(await screen.findByRole('heading', { name: 'Pesanan #43' })).toBeVisible();
    expect(groupOrders('Baru')).toEqual(['Pesanan #43', 'Pesanan #42']);

    // Seen on another phone: tomorrow's leaves today's board, today's joins it by its due
    // time (11.00, before #41, placed at 14.25 for as soon as possible).
    for (const order of [
      adminOrder({ id: 42, status: 'pending', scheduled_for: '2025-05-13T05:00:00.000Z' }),
      adminOrder({ id: 43, status: 'pending', scheduled_for: '2025-05-12T04:00:00.000Z' }),
    ]) {
      events.send('order.acknowledged', { ...order, created_at: minutesAgo(0) });
    }
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Pesanan #42' })).not.toBeInTheDocument(),
    );
    expect(groupOrders('Cek pembayaran')).toEqual(['Pesanan #43', 'Pesanan #41']);
  });

  it('changes a card when the order changes elsewhere, and drops it from a status it left', async () => {
    freezeNow();
    signIn();
    const events = eventStream();
    mockFetch({
      ...ownerAnswers(events.handler),
      [LIST]: () => json(orderList([adminOrder({ id: 41 }), adminOrder({ id: 40 })])),
    });
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Pesanan #41' });
    await screen.findByText('Langsung');

    events.send('payment.updated', {
      ...adminOrder({ id: 41 }),
      payment: { id: 9, status: 'completed', amount: 55_000, verification: 'verified' },
    });
    // An event split over two chunks, as a network may deliver it.
    const text = JSON.stringify(adminOrder({ id: 40, status: 'ready' }));
    events.write(`event: order.updated\nid: 9\ndata: ${text.slice(0, 40)}`);
    events.write(`${text.slice(40)}\n\n`);

    expect(await card(40).findByText('Siap')).toBeVisible();
    expect(card(41).getByText('Pembayaran diterima')).toBeVisible();
    expect(card(41).queryByRole('button', { name: 'Pembayaran diterima' })).toBeNull();
  });

  it('chimes for a new order once the sound is turned on, and remembers the choice', async () => {
    freezeNow();
    signIn();
    const audio = fakeAudio();
    const events = eventStream();
    mockFetch({
      ...ownerAnswers(events.handler),
      [LIST]: () => json(orderList([adminOrder({ id: 41 })])),
    });
    const { user } = renderApp('/admin');
    await screen.findByText('Langsung');

    await user.click(screen.getByRole('button', { name: 'Aktifkan suara' }));
    expect(window.localStorage.getItem('dapur-owner-sound')).toBe('on');
    expect(
      screen.getByText('Suara aktif: pesanan baru dan pembayaran yang perlu dicek.'),
    ).toBeVisible();
    const heard = audio.started.length;
    expect(heard).toBeGreaterThan(0);

    events.send('order.created', newOrder({ id: 42 }));
    await screen.findByRole('heading', { name: 'Pesanan #42' });
    expect(audio.started.length).toBe(heard * 2);

    // An update is no new order: no chime.
    events.send(
      'order.updated',
      adminOrder({ id: 42, status: 'ready', created_at: minutesAgo(0) }),
    );
    expect(await card(42).findByText('Siap')).toBeVisible();
    expect(audio.started.length).toBe(heard * 2);
  });

  it('chimes and marks a card "Cek pembayaran" when its customer says they paid, until it is checked', async () => {
    freezeNow();
    signIn();
    const audio = fakeAudio();
    const events = eventStream();
    const unpaid = adminOrder({
      id: 41,
      name: 'Budi Santoso',
      status: 'pending',
      payment: { id: 9, status: 'pending', amount: 55_000, verification: 'unverified' },
    });
    const api = mockFetch({
      ...ownerAnswers(events.handler),
      [LIST]: () => json(orderList([unpaid, adminOrder({ id: 40 })])),
    });
    const { user } = renderApp('/admin');
    await screen.findByText('Langsung');
    await user.click(screen.getByRole('button', { name: 'Aktifkan suara' }));
    const heard = audio.started.length;
    const lists = api.callsTo(LIST);

    const claimed = {
      ...unpaid,
      payment: { ...unpaid.payment, status: 'completed' as const },
    };
    events.send('payment.updated', claimed);

    expect(await card(41).findByText('Cek pembayaran')).toBeVisible();
    expect(audio.started.length).toBe(heard * 2);
    expect(card(41).getByRole('button', { name: 'Pembayaran diterima' })).toBeVisible();
    expect(card(40).queryByText('Cek pembayaran')).not.toBeInTheDocument();
    expect(
      screen.getByText('Budi Santoso sudah membayar pesanan #41. Cek pembayaran di aplikasi bank.'),
    ).toHaveAttribute('role', 'status');
    expect(api.callsTo(LIST)).toBe(lists);

    // Checked (here or on another phone): the mark goes, without a chime.
    events.send('payment.updated', {
      ...claimed,
      payment: { ...claimed.payment, verification: 'verified' as const },
    });
    await waitFor(() => expect(card(41).queryByText('Cek pembayaran')).not.toBeInTheDocument());
    expect(card(41).getByText('Pembayaran diterima')).toBeVisible();
    expect(card(41).queryByRole('button', { name: 'Pembayaran diterima' })).toBeNull();
    expect(audio.started.length).toBe(heard * 2);
  });

  it('stays quiet until the sound is turned on', async () => {
    freezeNow();
    signIn();
    const audio = fakeAudio();
    const events = eventStream();
    mockFetch({
      ...ownerAnswers(events.handler),
      [LIST]: () => json(orderList([adminOrder({ id: 41 })])),
    });
    renderApp('/admin');
    await screen.findByText('Langsung');
    events.send('order.created', newOrder({ id: 42 }));
    await screen.findByRole('heading', { name: 'Pesanan #42' });
    expect(audio.started).toHaveLength(0);
  });

  it('lets the highlight fade after a while', async () => {
    freezeNow();
    useFakeClock();
    signIn();
    const events = eventStream();
    mockFetch({
      ...ownerAnswers(events.handler),
      [LIST]: () => json(orderList([adminOrder({ id: 41 })])),
    });
    renderApp('/admin');
    await settle(() => expect(screen.getByText('Langsung')).toBeVisible());

    events.send('order.created', adminOrder({ id: 42, created_at: minutesAgo(0) }));
    await settle(() => expect(card(42).getByText('Baru')).toBeVisible());
    // The server's pings keep the stream open meanwhile.
    for (let waited = 0; waited < NEW_ORDER_HIGHLIGHT_MS - 20_000; waited += 20_000) {
      await advance(20_000);
      events.ping();
    }
    await advance(19_999);
    expect(card(42).getByText('Baru')).toBeVisible();
    await advance(1);
    expect(card(42).queryByText('Baru')).not.toBeInTheDocument();
  });

  it('reconnects by itself after the stream drops, with growing waits, and catches up', async () => {
    freezeNow();
    useFakeClock();
    signIn();
    const events = eventStream();
    let refusing = false;
    const missed = adminOrder({ id: 42, name: 'Budi Santoso', created_at: minutesAgo(1) });
    const api = mockFetch({
      ...ownerAnswers((request) =>
        refusing
          ? json({ status: 'error', message: 'Server sibuk.' }, 503)
          : events.handler(request),
      ),
      [LIST]: () =>
        json(
          orderList(
            api.callsTo(EVENTS) > 1 ? [missed, adminOrder({ id: 41 })] : [adminOrder({ id: 41 })],
          ),
        ),
    });
    renderApp('/admin');
    await settle(() => expect(screen.getByText('Langsung')).toBeVisible());
    await settle(() => expect(card(41).getByText('Diproses')).toBeVisible());
    expect(api.callsTo(EVENTS)).toBe(1);

    refusing = true;
    events.end();
    await settle(() => expect(screen.getByText('Menyambung ulang…')).toBeVisible());
    expect(screen.getByRole('heading', { name: 'Pesanan #41' })).toBeVisible();

    // 1 s, then 2 s, then 5 s between tries while the server refuses.
    await advance(999);
    expect(api.callsTo(EVENTS)).toBe(1);
    await advance(1);
    await settle(() => expect(api.callsTo(EVENTS)).toBe(2));
    await advance(1_999);
    expect(api.callsTo(EVENTS)).toBe(2);
    await advance(1);
    await settle(() => expect(api.callsTo(EVENTS)).toBe(3));

    refusing = false;
    const lists = api.callsTo(LIST);
    await advance(4_999);
    expect(api.callsTo(EVENTS)).toBe(3);
    await advance(1);
    await settle(() => expect(screen.getByText('Langsung')).toBeVisible());
    expect(api.callsTo(EVENTS)).toBe(4);

    // The stream does not replay: the list is read again and shows what came in meanwhile.
    await settle(() => expect(screen.getByRole('heading', { name: 'Pesanan #42' })).toBeVisible());
    expect(api.callsTo(LIST)).toBe(lists + 1);
  });

  it('gives up on a silent stream and opens a new one', async () => {
    freezeNow();
    useFakeClock();
    signIn();
    const events = eventStream();
    const api = mockFetch({
      ...ownerAnswers(events.handler),
      [LIST]: () => json(orderList([adminOrder({ id: 41 })])),
    });
    renderApp('/admin');
    await settle(() => expect(screen.getByText('Langsung')).toBeVisible());

    // Pings keep it open...
    await advance(50_000);
    events.ping();
    await settle(() => expect(screen.getByText('Langsung')).toBeVisible());
    await advance(50_000);
    expect(screen.getByText('Langsung')).toBeVisible();
    // ...a minute without anything means the line is dead.
    await advance(10_000);
    await settle(() => expect(screen.getByText('Menyambung ulang…')).toBeVisible());
    await advance(1_000);
    await settle(() => expect(screen.getByText('Langsung')).toBeVisible());
    expect(api.callsTo(EVENTS)).toBe(2);
  });
});
