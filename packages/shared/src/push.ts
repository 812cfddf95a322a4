/**
 * Web Push to the family's phones, without zod: the payload the service worker reads, the
 * limits of a subscription and the messages of its 422s (docs/decisions/057).
 */
export type {
  PushKey,
  PushSubscriptionBody,
  PushTestResult,
  PushUnsubscribeBody,
} from './schemas/push';

/** What a push is about: a new order, or a customer's "Saya Sudah Bayar" to check. */
export const pushTypes = ['order.created', 'order.paid', 'test'] as const;
export type PushType = (typeof pushTypes)[number];

/**
 * The JSON inside every push (decrypted by the browser): what the service worker shows as a
 * notification, and the page a tap opens.
 */
export interface PushPayload {
  type: PushType;
  /** null for the test push. */
  order_id: number | null;
  title: string;
  body: string;
  /** A path of the shop: `/admin/orders/{id}`, `/admin` for the test push. */
  url: string;
}

/**
 * Push services' URLs are a few hundred characters (FCM, Mozilla, Apple, Windows); this is
 * far above them and far below what a unique index can hold.
 */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** The browser's P-256 public key (an uncompressed point) and auth secret, in bytes (RFC 8291). */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;

/** The push `POST /admin/push/test` sends to the caller's own devices. */
export const TEST_PUSH: PushPayload = {
  type: 'test',
  order_id: null,
  title: 'Notifikasi uji',
  body: 'Pesanan baru akan muncul seperti ini.',
  url: '/admin',
};

export const pushMessages = {
  endpointRequired: 'Alamat langganan notifikasi (endpoint) wajib diisi.',
  endpointNotHttps:
    'Alamat langganan notifikasi harus berupa URL https dari layanan push peramban.',
  endpointTooLong: `Alamat langganan notifikasi maksimal ${PUSH_ENDPOINT_MAX_LENGTH} karakter.`,
  keysRequired: 'Kunci langganan notifikasi (p256dh dan auth) wajib diisi.',
  p256dhInvalid: `Kunci p256dh harus berupa kunci publik P-256 (${PUSH_P256DH_BYTES} byte, base64url).`,
  authInvalid: `Kunci auth harus berupa ${PUSH_AUTH_BYTES} byte dalam base64url.`,
} as const;
