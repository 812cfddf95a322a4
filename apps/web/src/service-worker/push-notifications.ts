/**
 * What the service worker (sw.ts) does with a Web Push message and a tap on its
 * notification, kept apart from the worker's globals so that it is tested with fake
 * `registration` and `clients` objects (test/offline/push-notifications.test.ts).
 *
 * The server sends JSON `{type, order_id, title, body, url}` (docs/architecture.md); a
 * message that cannot be read still shows a notification, because a browser requires one for
 * every push (`userVisibleOnly`) and the family must never miss an order.
 */

export type PushType = 'order.created' | 'order.paid' | 'test';

export interface PushPayload {
  type: PushType | null;
  order_id: number | null;
  title: string;
  body: string;
  url: string;
}

/** The notification's options; `renotify` is left out of TypeScript's DOM types. */
export interface OrderNotificationOptions extends NotificationOptions {
  renotify?: boolean;
  data: { url: string; order_id: number | null; type: PushType | null };
}

/** The parts of `PushMessageData` the worker reads. */
export interface PushDataLike {
  json(): unknown;
}

export interface RegistrationLike {
  showNotification(title: string, options?: NotificationOptions): Promise<void>;
}

export interface NotificationLike {
  readonly data: unknown;
  close(): void;
}

export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}

export interface ClientsLike {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** The manifest's icon (build/web-app-manifest.ts), for the notification and its badge. */
export const NOTIFICATION_ICON = '/icon-192.png';

/** Where the family lands when a message names no page of its own: the order board. */
export const DEFAULT_URL = '/admin';

export const FALLBACK_TITLE = 'Pesanan baru';
export const FALLBACK_BODY = 'Buka Dapur untuk melihat pesanan terbaru.';

const PUSH_TYPES: readonly PushType[] = ['order.created', 'order.paid', 'test'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The message's fields, each checked on its own: what is missing or of another shape falls
 * back to the generic "Pesanan baru" and the board (or the order's page, when its id is there).
 */
export function readPushPayload(data: PushDataLike | null | undefined): PushPayload {
  let raw: unknown;
  try {
    raw = data?.json();
  } catch {
    raw = undefined;
  }
  const fields = isRecord(raw) ? raw : {};
  const type = PUSH_TYPES.find((known) => known === fields.type) ?? null;
  const orderId =
    typeof fields.order_id === 'number' && Number.isInteger(fields.order_id) && fields.order_id > 0
      ? fields.order_id
      : null;
  const title = nonEmpty(fields.title);
  return {
    type,
    order_id: orderId,
    title: title ?? FALLBACK_TITLE,
    // A title of its own comes with its own body (which may be empty); the fallback explains.
    body: typeof fields.body === 'string' && title ? fields.body : FALLBACK_BODY,
    url:
      nonEmpty(fields.url) ?? (orderId === null ? DEFAULT_URL : `/admin/orders/${String(orderId)}`),
  };
}

/**
 * One notification per order: the tag `order-<id>` makes a later message about the same order
 * (paid after created) replace the first, and `renotify` makes the replacement ring again.
 * A test message replaces the previous test; a message without an order stands alone.
 */
export function notificationFor(payload: PushPayload): {
  title: string;
  options: OrderNotificationOptions;
} {
  const tag =
    payload.order_id !== null
      ? `order-${String(payload.order_id)}`
      : payload.type === 'test'
        ? 'test'
        : undefined;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      lang: 'id',
      // A browser refuses `renotify` without a tag.
      ...(tag === undefined ? {} : { tag, renotify: true }),
      data: { url: payload.url, order_id: payload.order_id, type: payload.type },
    },
  };
}

/** The `push` event: shows the message as a notification. */
export async function showPushNotification(
  data: PushDataLike | null | undefined,
  registration: RegistrationLike,
): Promise<void> {
  const { title, options } = notificationFor(readPushPayload(data));
  await registration.showNotification(title, options);
}

/** A page of this shop to open: the notification's own, or the board for anything else. */
export function targetUrl(data: unknown, origin: string): string {
  const url = isRecord(data) ? nonEmpty(data.url) : null;
  if (url === null) return new URL(DEFAULT_URL, origin).href;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : new URL(DEFAULT_URL, origin).href;
  } catch {
    return new URL(DEFAULT_URL, origin).href;
  }
}

/**
 * The `notificationclick` event: closes the notification and brings the shop forward at its
 * page, in a window already open (the family's pages first) or in a new one. `focus` may be
 * refused (the browser allows it only right after the tap) and `navigate` works only in a
 * window this worker controls: either failing still ends with the page open.
 */
export async function openNotification(
  notification: NotificationLike,
  clients: ClientsLike,
  origin: string,
): Promise<void> {
  notification.close();
  const url = targetUrl(notification.data, origin);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client) => client.url.startsWith(`${origin}/`),
  );
  const already = windows.find((client) => client.url === url);
  const owners = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
  const client = already ?? owners ?? windows[0];
  if (client) {
    const focused = await client.focus().catch(() => client);
    if (focused.url === url) return;
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await clients.openWindow(url);
}
