import { z } from 'zod';
import { successBody } from './api-envelope';
import { foodIdField, quantityField } from './cart';
import { fieldMessages, hasNoNul, phoneField, requiredText } from './fields';
import { TEXT_MAX_LENGTH } from './limits';

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
} as const;

/**
 * Sent with an order so that a retried request (lost answer, double tap) returns the first
 * order instead of placing a second one. Any unique text, e.g. `crypto.randomUUID()`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The order calls' headers as the server checks them; every other header passes through. */
export const orderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: orderMessages.idempotencyKeyInvalid })
    .min(1, orderMessages.idempotencyKeyInvalid)
    .max(TEXT_MAX_LENGTH, orderMessages.idempotencyKeyInvalid)
    .refine(hasNoNul, fieldMessages.forbiddenCharacter('Idempotency-Key'))
    .optional(),
});

/** The `{orderId}` of `/payments/{orderId}` and `/orders/{orderId}/status`. */
export const orderIdParamSchema = z.object({
  orderId: z.coerce.number({ error: 'The id must be a number.' }).int().positive(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const orderItemSchema = z.object({
  food_id: z.number().int().nullable(),
  nama_menu: z.string(),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
  harga_total: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Readable summary, e.g. "Nasi Goreng x2, Es Teh x1". */
  food_name: z.string(),
  total_amount: z.number().int(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  items: z.array(orderItemSchema),
  payment: paymentSchema,
});
export type Order = z.infer<typeof orderSchema>;

const deliveryFields = {
  name: requiredText('Nama'),
  address: requiredText('Alamat'),
  phone: phoneField('Telepon'),
};

export const cartOrderBodySchema = z.object(deliveryFields);
export type CartOrderBody = z.input<typeof cartOrderBodySchema>;

export const directOrderBodySchema = z.object({
  ...deliveryFields,
  food_id: foodIdField,
  quantity: quantityField,
});
export type DirectOrderBody = z.input<typeof directOrderBodySchema>;

export const paymentBodySchema = z.object({
  status: z.literal('completed', { error: "Status pembayaran harus 'completed'." }),
});
export const orderStatusBodySchema = z.object({
  status: z.literal('processing', { error: "Status pesanan harus 'processing'." }),
});
/**
 * What `PUT /orders/{orderId}/status` accepts: any order status, so that one only the
 * restaurant may set is refused with 403, and a word that is no status at all with 422.
 */
export const orderStatusChangeBodySchema = z.object({
  status: z.enum(orderStatuses, { error: orderMessages.unknownStatus }),
});

export const orderResponseSchema = successBody(orderSchema);
export const orderListResponseSchema = successBody(z.array(orderSchema));
export const paymentResponseSchema = successBody(paymentSchema);

/** "Nasi Goreng x2, Es Teh x1" — the order's `food_name`. */
export function summarizeItems(items: readonly Pick<OrderItem, 'nama_menu' | 'jumlah'>[]): string {
  return items.map((item) => `${item.nama_menu} x${item.jumlah}`).join(', ');
}
