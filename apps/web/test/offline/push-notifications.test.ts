import { describe, expect, it, vi } from 'vitest';
import {
  openNotification,
  showPushNotification,
  type ClientsLike,
  type PushDataLike,
  type WindowClientLike,
} from '../../src/service-worker/push-notifications';

const ORIGIN = 'https://dapur.example';

/** The push event's `data` as the browser hands it over: JSON, or bytes that are not. */
function pushData(payload: unknown): PushDataLike {
  return { json: () => payload };
}
const unreadable: PushDataLike = {
  json: () => {
    throw new SyntaxError('Unexpected token');
  },
};

function fakeRegistration() {
  return { showNotification: vi.fn(async (_title: string, _options?: NotificationOptions) => {}) };
}

async function shown(data: PushDataLike | null) {
  const registration = fakeRegistration();
  await showPushNotification(data, registration);
  expect(registration.showNotification).toHaveBeenCalledOnce();
  const [title, options] = registration.showNotification.mock.calls[0] ?? [];
  return { title, options };
}

const created = {
  type: 'order.created',
  order_id: 42,
  title: 'Pesanan baru #42',
  body: 'Siti Rahmawati · 2 menu · Rp 50.000',
  url: '/admin/orders/42',
};

describe('the service worker’s push handler', () => {
  it('shows the message as a notification with the app’s icon, one per order, opening its page', async () => {
    expect(await shown(pushData(created))).toEqual({
      title: 'Pesanan baru #42',
      options: {
        body: 'Siti Rahmawati · 2 menu · Rp 50.000',
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        lang: 'id',
        tag: 'order-42',
        renotify: true,
        data: { url: '/admin/orders/42', order_id: 42, type: 'order.created' },
      },
    });
  });

  it('gives the same order’s next message the same tag, so it replaces the first and rings again', async () => {
    const { title, options } = await shown(
      pushData({
        ...created,
        type: 'order.paid',
        title: 'Cek pembayaran #42',
        body: 'Pelanggan sudah bayar.',
      }),
    );
    expect(title).toBe('Cek pembayaran #42');
    expect(options).toMatchObject({ tag: 'order-42', renotify: true });
  });

  it('shows the test message, which replaces the previous test, leading to the board', async () => {
    const { title, options } = await shown(
      pushData({
        type: 'test',
        order_id: null,
        title: 'Notifikasi uji',
        body: 'Pesanan baru akan muncul seperti ini.',
        url: '/admin',
      }),
    );
    expect(title).toBe('Notifikasi uji');
    expect(options).toMatchObject({
      body: 'Pesanan baru akan muncul seperti ini.',
      tag: 'test',
      renotify: true,
      data: { url: '/admin', order_id: null, type: 'test' },
    });
  });

  it.each([
    ['bytes that are not JSON', unreadable],
    ['no data at all', null],
    ['JSON of another shape', pushData(['order', 42])],
  ])('still shows "Pesanan baru", leading to the board, for %s', async (_case, data) => {
    const { title, options } = await shown(data);
    expect(title).toBe('Pesanan baru');
    expect(options).toMatchObject({
      body: 'Buka Dapur untuk melihat pesanan terbaru.',
      icon: '/icon-192.png',
      data: { url: '/admin' },
    });
    // A browser refuses `renotify` without a tag; such a message stands alone.
    expect(options).not.toHaveProperty('tag');
    expect(options).not.toHaveProperty('renotify');
  });

  it('leads a message that names its order but no page to that order', async () => {
    const { title, options } = await shown(pushData({ order_id: 7 }));
    expect(title).toBe('Pesanan baru');
    expect(options).toMatchObject({ tag: 'order-7', data: { url: '/admin/orders/7' } });
  });
});

function fakeWindow(path: string, { navigable = true, focusable = true } = {}) {
  const client = {
    url: `${ORIGIN}${path}`,
    focus: vi.fn(async (): Promise<WindowClientLike> => {
      if (!focusable)
        throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      return client;
    }),
    navigate: vi.fn(async (url: string): Promise<WindowClientLike | null> => {
      if (!navigable) throw new TypeError('This service worker is not the client’s active one.');
      return { ...client, url };
    }),
  };
  return client;
}

function fakeClients(windows: WindowClientLike[]) {
  return {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  } satisfies ClientsLike;
}

function fakeNotification(data: unknown = { url: '/admin/orders/42' }) {
  return { data, close: vi.fn() };
}

describe('the service worker’s notification tap', () => {
  it('closes the notification, and brings the family’s open page forward at the order', async () => {
    const notification = fakeNotification();
    const menu = fakeWindow('/foods');
    const board = fakeWindow('/admin');
    const clients = fakeClients([menu, board]);

    await openNotification(notification, clients, ORIGIN);

    expect(notification.close).toHaveBeenCalledOnce();
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(board.focus).toHaveBeenCalledOnce();
    expect(board.navigate).toHaveBeenCalledWith(`${ORIGIN}/admin/orders/42`);
    expect(menu.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window already showing the order', async () => {
    const order = fakeWindow('/admin/orders/42');
    const clients = fakeClients([fakeWindow('/admin'), order]);

    await openNotification(fakeNotification(), clients, ORIGIN);

    expect(order.focus).toHaveBeenCalledOnce();
    expect(order.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('uses a customer page of the shop when no page of the family’s is open', async () => {
    const menu = fakeWindow('/foods');
    const clients = fakeClients([menu]);

    await openNotification(fakeNotification(), clients, ORIGIN);

    expect(menu.navigate).toHaveBeenCalledWith(`${ORIGIN}/admin/orders/42`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window at the order when none of the shop is open', async () => {
    const clients = fakeClients([]);

    await openNotification(fakeNotification(), clients, ORIGIN);

    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/admin/orders/42`);
  });

  it('opens a new window when the open one cannot be moved (a page the worker does not control)', async () => {
    const board = fakeWindow('/admin', { navigable: false });
    const clients = fakeClients([board]);

    await openNotification(fakeNotification(), clients, ORIGIN);

    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/admin/orders/42`);
  });

  it('still moves the page when the browser refuses the focus', async () => {
    const board = fakeWindow('/admin', { focusable: false });
    const clients = fakeClients([board]);

    await openNotification(fakeNotification(), clients, ORIGIN);

    expect(board.navigate).toHaveBeenCalledWith(`${ORIGIN}/admin/orders/42`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it.each([
    ['no url', {}],
    ['no data', null],
    ['another site', { url: 'https://phishing.example/admin' }],
  ])('opens the board for a notification with %s', async (_case, data) => {
    const clients = fakeClients([]);

    await openNotification(fakeNotification(data), clients, ORIGIN);

    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/admin`);
  });
});
