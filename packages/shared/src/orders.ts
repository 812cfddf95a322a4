import { TEXT_MAX_LENGTH, UNPAID_ORDERS_MAX } from './limits';
import type { OrderItem } from './schemas/orders';

/** Orders and payments without zod: statuses, messages and types for any bundle. */
export type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrdersQuery,
  AdminOrderStatusBody,
  AcknowledgeOrdersBody,
  CartOrderBody,
  DirectOrderBody,
  Order,
  OrderDetail,
  OrderHistoryEntry,
  OrderItem,
  Payment,
  PaymentVerificationBody,
} from './schemas/orders';

export const orderStatuses = ['pending', 'processing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['pending', 'completed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** The family's check of a payment against their bank app, beside the customer's "I have paid". */
export const paymentVerifications = ['unverified', 'verified', 'rejected'] as const;
export type PaymentVerification = (typeof paymentVerifications)[number];

/** Every move an order's status can make; anything else is a 409. */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** What the pages call each status and check, in Indonesian. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Menunggu pembayaran',
  processing: 'Diproses',
  ready: 'Siap',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};
/** The customer's side of a payment: "I have paid" pressed or not (the family's check is apart). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Belum dibayar',
  completed: 'Sudah dibayar',
};
export const paymentVerificationLabels: Record<PaymentVerification, string> = {
  unverified: 'Belum dicek',
  verified: 'Pembayaran diterima',
  rejected: 'Pembayaran ditolak',
};

/** The reasons the family picks from when cancelling; "other" takes their own words. */
export const cancelReasons = {
  sold_out: 'Menu habis',
  closed: 'Restoran tutup',
  unpaid: 'Pembayaran belum diterima',
} as const;

/** One page of the owner's order list. */
export const ADMIN_ORDERS_PER_PAGE = 50;
/**
 * The most orders `GET /admin/orders/new` responds with (the oldest unseen first) and
 * `POST /admin/orders/acknowledge` takes at once; acknowledging them brings the next.
 */
export const NEW_ORDERS_LIMIT = 100;

/** What the owner's live order stream sends, each with the order as the owner sees it. */
export const orderEventTypes = [
  'order.created',
  'order.updated',
  'payment.updated',
  /** A family member saw it on the board: every other board drops it from "Baru". */
  'order.acknowledged',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

/** What the server responds with when an order or payment call is refused. */
export const orderMessages = {
  /** Spec §2's empty-cart text, also the 422 for checking out an empty cart. */
  emptyCart: 'Keranjang Anda kosong.',
  /** 422 when a dish in the cart has left the menu since it was added. */
  foodUnavailable: (nama: string) =>
    `${nama} sedang tidak tersedia. Hapus dari keranjang untuk melanjutkan.`,
  /** 422 when an order would cost more than the database can record. */
  totalTooLarge: 'Total pesanan terlalu besar. Silakan bagi menjadi beberapa pesanan.',
  /**
   * 422 for a new order while the customer already has this many open orders they have not
   * said they paid (decision 063).
   */
  tooManyUnpaid: `Anda masih punya ${UNPAID_ORDERS_MAX} pesanan yang belum dibayar. Bayar atau batalkan dulu di Pesanan Saya.`,
  /** 409 for cancelling an order the customer said they paid, or the kitchen has taken. */
  cancelNotAllowed:
    'Pesanan ini tidak dapat dibatalkan lagi. Hubungi restoran lewat WhatsApp bila perlu.',
  /** The reason on the timeline when a customer cancels their own unpaid order. */
  cancelledByCustomer: 'Dibatalkan oleh pelanggan.',
  /** 404, also for another customer's order. */
  orderNotFound: 'Pesanan tidak ditemukan.',
  /** 409: an order moves to processing only once its payment is recorded. */
  paymentNotCompleted: 'Pembayaran belum selesai.',
  /** 409 for an order that is already ready, completed or cancelled. */
  orderClosed: 'Status pesanan ini tidak dapat diubah lagi.',
  /** 409 for paying a cancelled order. */
  orderCancelled: 'Pesanan ini sudah dibatalkan.',
  /** 403: ready, completed, cancelled (and back to pending) are the restaurant's to set. */
  statusForRestaurant: 'Hanya restoran yang dapat mengubah pesanan ke status ini.',
  unknownStatus: 'Status pesanan tidak dikenal.',
  /** 409 for a move the owner cannot make (e.g. completed → processing). */
  moveNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    `Pesanan yang ${orderStatusLabels[from].toLowerCase()} tidak dapat diubah menjadi ${orderStatusLabels[to].toLowerCase()}.`,
  /** 422: cancelling needs a reason the customer can be told. */
  cancelReasonRequired: 'Tulis alasan pembatalan.',
  /** 409: a payment is checked once. */
  paymentAlreadyChecked: 'Pembayaran ini sudah dicek.',
  idempotencyKeyInvalid: `Idempotency-Key harus terdiri dari 1–${TEXT_MAX_LENGTH} karakter.`,
  /** 422: a key sent again with a different order is a client's mistake, not a retry. */
  idempotencyKeyReused: 'Idempotency-Key ini sudah dipakai untuk pesanan lain.',
  /** 422: `POST /admin/orders/acknowledge` takes 1 to NEW_ORDERS_LIMIT order ids. */
  acknowledgeIds: `Kirim 1–${NEW_ORDERS_LIMIT} nomor pesanan.`,
  acknowledgeId: 'Nomor pesanan harus bilangan bulat positif.',
} as const;

/**
 * Sent with an order so that a retried request (lost response, double tap) returns the first
 * order instead of placing a second one. Any unique text, e.g. `crypto.randomUUID()`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** "Nasi Goreng x2, Es Teh x1" — the order's `food_name`. */
export function summarizeItems(items: readonly Pick<OrderItem, 'nama_menu' | 'jumlah'>[]): string {
  return items.map((item) => `${item.nama_menu} x${item.jumlah}`).join(', ');
}
