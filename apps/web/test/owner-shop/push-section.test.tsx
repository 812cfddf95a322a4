import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../helpers/account-fixtures';
import { json, mockFetch, offline, type FetchHandler } from '../helpers/mock-fetch';
import { success } from '../helpers/menu-fixtures';
import { renderApp } from '../helpers/render-app';
import { errorAnswer, ownerAnswers, shop } from './owner-fixtures';

const SETTINGS = 'GET /api/admin/restaurant';
const KEY = 'GET /api/admin/push/key';
const SUBSCRIBE = 'POST /api/admin/push/subscriptions';
const UNSUBSCRIBE = 'DELETE /api/admin/push/subscriptions';
const TEST = 'POST /api/admin/push/test';

/** A VAPID public key as the server hands it out: an uncompressed P-256 point, base64url. */
const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dapur-device-1';
const KEYS = { p256dh: 'BPcMbnWQL5GOYX', auth: 'mfXVHKrbmD9h' };

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SWITCH = 'Notifikasi pesanan di HP ini';
const TEST_BUTTON = 'Kirim notifikasi uji';

function keyBytes(key: string): ArrayBuffer {
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

class FakePushSubscription {
  readonly endpoint = ENDPOINT;
  readonly options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  readonly unsubscribe = vi.fn(async () => {
    this.pushManager.subscription = null;
    return true;
  });

  constructor(
    private readonly pushManager: FakePushManager,
    applicationServerKey: ArrayBuffer,
  ) {
    this.options = { applicationServerKey, userVisibleOnly: true };
  }

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: KEYS };
  }
}

/** The browser's push service for this device: one subscription at most. */
class FakePushManager {
  subscription: FakePushSubscription | null = null;
  readonly getSubscription = vi.fn(async () => this.subscription);
  readonly subscribe = vi.fn(
    async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      this.subscription = new FakePushSubscription(
        this,
        options.applicationServerKey.slice().buffer as ArrayBuffer,
      );
      return this.subscription;
    },
  );
}

interface DeviceOptions {
  userAgent?: string;
  /** Opened from the home screen. */
  installed?: boolean;
  /** Whether the browser has Web Push at all. */
  webPush?: boolean;
  permission?: NotificationPermission;
  /** What the family picks in the browser's prompt. */
  answer?: NotificationPermission;
  subscribed?: boolean;
}

/** jsdom has neither service workers nor notifications: this device's stand-ins. */
function fakeDevice({
  userAgent = ANDROID_CHROME,
  installed = false,
  webPush = true,
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: DeviceOptions = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: installed && query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const pushManager = new FakePushManager();
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      if (notification.permission === 'default') notification.permission = answer;
      return notification.permission;
    }),
  };
  if (!webPush) return { pushManager, notification };

  if (subscribed)
    pushManager.subscription = new FakePushSubscription(pushManager, keyBytes(PUBLIC_KEY));
  const registration = { pushManager };
  vi.stubGlobal('PushManager', FakePushManager);
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    // An EventTarget, as the layout listens to the worker's messages.
    value: Object.assign(new EventTarget(), {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    }),
    configurable: true,
  });
  return { pushManager, notification };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function openToko(handlers: Record<string, FetchHandler | FetchHandler[]> = {}) {
  signIn('owner-token');
  const api = mockFetch({
    ...ownerAnswers(),
    [SETTINGS]: () => json(success(shop)),
    [KEY]: () => json(success({ public_key: PUBLIC_KEY })),
    ...handlers,
  });
  const view = renderApp('/admin/settings');
  const section = within(await screen.findByRole('region', { name: 'Notifikasi di HP ini' }));
  return { api, section, ...view };
}

describe('/admin/settings, notifications on this phone', () => {
  it('turns them on: asks the permission, subscribes with the shop’s key and gives the server the subscription', async () => {
    const { pushManager, notification } = fakeDevice();
    const { api, section, user } = await openToko({
      [SUBSCRIBE]: () => json({ status: 'success', data: { endpoint: ENDPOINT } }, 201),
    });

    const toggle = await section.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Di Android, notifikasi tetap datang walaupun Chrome ditutup, selama HP tersambung ke internet.',
    );
    expect(section.getByRole('button', { name: TEST_BUTTON })).toBeDisabled();

    await user.click(toggle);

    expect(
      await section.findByText(
        'Notifikasi di HP ini aktif. Kirim notifikasi uji untuk mencobanya.',
      ),
    ).toBeVisible();
    expect(toggle).toBeChecked();
    expect(section.getByRole('button', { name: TEST_BUTTON })).toBeEnabled();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    const [options] = pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toEqual(new Uint8Array(keyBytes(PUBLIC_KEY)));
    expect(await api.bodyOf(SUBSCRIBE)).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: KEYS,
    });
  });

  it('reads the state from the phone’s subscription: on after a reload', async () => {
    fakeDevice({ permission: 'granted', subscribed: true });
    const { api, section } = await openToko();

    expect(await section.findByRole('switch', { name: SWITCH })).toBeChecked();
    expect(section.getByRole('button', { name: TEST_BUTTON })).toBeEnabled();
    expect(api.callsTo(KEY)).toBe(0);
  });

  it('turns them off: drops the subscription and tells the server its endpoint', async () => {
    const { pushManager } = fakeDevice({ permission: 'granted', subscribed: true });
    const subscription = pushManager.subscription;
    const { api, section, user } = await openToko({
      [UNSUBSCRIBE]: () => json({ status: 'success', data: null }),
    });

    await user.click(await section.findByRole('switch', { name: SWITCH }));

    expect(await section.findByText('Notifikasi di HP ini dimatikan.')).toBeVisible();
    expect(section.getByRole('switch', { name: SWITCH })).not.toBeChecked();
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
    expect(await api.bodyOf(UNSUBSCRIBE)).toEqual({ endpoint: ENDPOINT });
    expect(section.getByRole('button', { name: TEST_BUTTON })).toBeDisabled();
  });

  it('is off all the same when the server cannot be told, and says so', async () => {
    fakeDevice({ permission: 'granted', subscribed: true });
    const { section, user } = await openToko({ [UNSUBSCRIBE]: offline });

    await user.click(await section.findByRole('switch', { name: SWITCH }));

    expect(
      await section.findByText(/^Notifikasi di HP ini dimatikan\. Server belum dapat dikabari/),
    ).toHaveAttribute('role', 'status');
    expect(section.getByRole('switch', { name: SWITCH })).not.toBeChecked();
  });

  it('explains how to allow notifications when the browser blocks them, and asks the server nothing', async () => {
    const { pushManager } = fakeDevice({ permission: 'denied' });
    const { api, section, user } = await openToko();

    const toggle = await section.findByRole('switch', { name: SWITCH });
    expect(section.getByText(/^Notifikasi untuk toko ini diblokir di browser\./)).toBeVisible();

    await user.click(toggle);

    expect(await section.findByRole('alert')).toHaveTextContent(
      /diblokir di browser\. Untuk mengizinkan: ketuk ikon di samping alamat situs.*Notifikasi → Izinkan/,
    );
    expect(toggle).not.toBeChecked();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo(KEY)).toBe(0);
  });

  it('asks again when the prompt was closed without an answer', async () => {
    fakeDevice({ answer: 'default' });
    const { section, user } = await openToko();

    await user.click(await section.findByRole('switch', { name: SWITCH }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'Izin notifikasi belum diberikan. Nyalakan lagi, lalu pilih "Izinkan".',
    );
  });

  it('says the browser cannot receive notifications, with no switch to try', async () => {
    fakeDevice({ webPush: false });
    const { section } = await openToko();

    expect(
      await section.findByText(/^Browser ini tidak dapat menerima notifikasi\./),
    ).toBeVisible();
    expect(section.queryByRole('switch')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: TEST_BUTTON })).not.toBeInTheDocument();
  });

  it('on an iPhone in Safari, says to add the shop to the home screen first', async () => {
    fakeDevice({ userAgent: IPHONE_SAFARI, webPush: false });
    const { section } = await openToko();

    expect(
      await section.findByText(
        /^Di iPhone, notifikasi hanya bisa dinyalakan setelah toko ditambahkan ke Layar Utama: .*"Tambahkan ke Layar Utama"/,
      ),
    ).toBeVisible();
    expect(section.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('on an iPhone opened from the home screen, offers the switch', async () => {
    fakeDevice({ userAgent: IPHONE_SAFARI, installed: true });
    const { section } = await openToko();

    expect(await section.findByRole('switch', { name: SWITCH })).toHaveAccessibleDescription(
      'Notifikasi datang walaupun Dapur ditutup, selama iPhone tersambung ke internet.',
    );
  });

  it('sends a test notification and says how many devices got it', async () => {
    fakeDevice({ permission: 'granted', subscribed: true });
    const { api, section, user } = await openToko({
      [TEST]: () => json(success({ sent: 2 })),
    });

    await user.click(await section.findByRole('button', { name: TEST_BUTTON }));

    expect(
      await section.findByText(
        'Notifikasi uji dikirim ke 2 perangkat. Periksa notifikasi di HP ini.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(api.callsTo(TEST)).toBe(1);
  });

  it('says when the test reached no device, and what to do', async () => {
    fakeDevice({ permission: 'granted', subscribed: true });
    const { section, user } = await openToko({ [TEST]: () => json(success({ sent: 0 })) });

    await user.click(await section.findByRole('button', { name: TEST_BUTTON }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'Tidak ada perangkat yang menerima notifikasi uji. Matikan lalu nyalakan lagi notifikasi di HP ini.',
    );
  });

  it('says the test could not be sent when the server fails', async () => {
    fakeDevice({ permission: 'granted', subscribed: true });
    const { section, user } = await openToko({ [TEST]: errorAnswer(500, 'Server Error') });

    await user.click(await section.findByRole('button', { name: TEST_BUTTON }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'Gagal mengirim notifikasi uji. Periksa koneksi internet Anda, lalu coba lagi.',
    );
    expect(section.getByRole('switch', { name: SWITCH })).toBeChecked();
  });

  it('shows the server’s refusal of the subscription, and leaves the phone unsubscribed', async () => {
    const { pushManager } = fakeDevice();
    const refusal = 'Alamat notifikasi harus memakai https.';
    const { section, user } = await openToko({
      [SUBSCRIBE]: errorAnswer(422, refusal, { endpoint: [refusal] }),
    });

    const toggle = await section.findByRole('switch', { name: SWITCH });
    await user.click(toggle);

    expect(await section.findByRole('alert')).toHaveTextContent(refusal);
    expect(toggle).not.toBeChecked();
    expect(pushManager.subscription).toBeNull();
    expect(section.getByRole('button', { name: TEST_BUTTON })).toBeDisabled();
  });

  it('says to check the connection when the shop’s key cannot be fetched', async () => {
    const { pushManager } = fakeDevice();
    const { section, user } = await openToko({ [KEY]: offline });

    await user.click(await section.findByRole('switch', { name: SWITCH }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'Gagal menyalakan notifikasi. Periksa koneksi internet Anda, lalu coba lagi.',
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(section.getByRole('switch', { name: SWITCH })).not.toBeChecked();
  });
});
