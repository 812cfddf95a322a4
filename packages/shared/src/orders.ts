import { z } from 'zod';
import { successBody } from './api-envelope';
import { foodIdField, quantityField } from './cart';
import { phoneField, requiredText } from './fields';

export const orderStatuses = ['pending', 'processing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['pending', 'completed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

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

export const orderResponseSchema = successBody(orderSchema);
export const orderListResponseSchema = successBody(z.array(orderSchema));
export const paymentResponseSchema = successBody(paymentSchema);

/** "Nasi Goreng x2, Es Teh x1" — the order's `food_name`. */
export function summarizeItems(items: readonly Pick<OrderItem, 'nama_menu' | 'jumlah'>[]): string {
  return items.map((item) => `${item.nama_menu} x${item.jumlah}`).join(', ');
}
