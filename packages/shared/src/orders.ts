import { TEXT_MAX_LENGTH } from './limits';
import type { OrderItem } from './schemas/orders';

/** Orders and payments without zod: statuses, messages and types for any bundle. */
export type { CartOrderBody, DirectOrderBody, Order, OrderItem, Payment } from './schemas/orders';

export const orderStatuses = ['pending', 'processing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['pending', 'completed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the server answers when an order or payment call is refused. */
export const orderMessages = {
  /** Spec §2's empty-cart text, also the 422 for checking out an empty cart. */
  emptyCart: 'Keranjang Anda kosong.',
  /** 422 when a dish in the cart has left the menu since it was added. */
  foodUnavailable: (nama: string) =>
    `${nama} sedang tidak tersedia. Hapus dari keranjang untuk melanjutkan.`,
  /** 422 when an order would cost more than the database can record. */
  totalTooLarge: 'Total pesanan terlalu besar. Silakan bagi menjadi beberapa pesanan.',
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
  idempotencyKeyInvalid: `Idempotency-Key harus terdiri dari 1–${TEXT_MAX_LENGTH} karakter.`,
  /** 422: a key sent again with a different order is a client's mistake, not a retry. */
  idempotencyKeyReused: 'Idempotency-Key ini sudah dipakai untuk pesanan lain.',
} as const;

/**
 * Sent with an order so that a retried request (lost answer, double tap) returns the first
 * order instead of placing a second one. Any unique text, e.g. `crypto.randomUUID()`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** "Nasi Goreng x2, Es Teh x1" — the order's `food_name`. */
export function summarizeItems(items: readonly Pick<OrderItem, 'nama_menu' | 'jumlah'>[]): string {
  return items.map((item) => `${item.nama_menu} x${item.jumlah}`).join(', ');
}
