import { z } from 'zod';
import { successBody } from './envelope';

/** What the payment page shows: the restaurant's static QRIS code, or a sample when none is set. */
export const qrisInfoSchema = z.object({
  /**
   * Path of the image, e.g. `/api/payments/qris/image?v=…` or an uploaded `/storage/qris/…`;
   * it changes whenever the picture does, so a browser may keep it.
   */
  image_url: z.string(),
  /** True while the restaurant has not configured its own code: the sample pays nobody. */
  demo: z.boolean(),
  merchant_name: z.string(),
});
export type QrisInfo = z.infer<typeof qrisInfoSchema>;

export const qrisInfoResponseSchema = successBody(qrisInfoSchema);

/** `GET /orders/{id}/qris`: the restaurant's code made dynamic for one order. */
export const orderQrisSchema = z.object({
  /** EMVCo text: point of initiation 12, the amount in tag 54, a fresh CRC. */
  payload: z.string(),
  /** Whole rupiah written in it: the order's total, delivery fee included. */
  amount: z.number().int(),
});
export type OrderQris = z.infer<typeof orderQrisSchema>;

export const orderQrisResponseSchema = successBody(orderQrisSchema);
