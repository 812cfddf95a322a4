import { quoteLines } from '@dapur/shared/fields';
import type { Order } from '@dapur/shared/orders';
import { whatsappUrl } from '@dapur/shared/restaurant';
import { formatPrice } from '../../../lib/format-price';

/** What the family may want to tell the customer, one message per step of an order. */
export type CustomerStep =
  | 'contact'
  | 'payment_received'
  | 'payment_rejected'
  | 'cooking'
  | 'ready'
  | 'completed'
  | 'cancelled';

/** Shown beside the WhatsApp link, so the owner knows what the message says before opening it. */
export const customerStepLabels: Record<CustomerStep, string> = {
  contact: 'Sapa pelanggan',
  payment_received: 'Pembayaran diterima',
  payment_rejected: 'Pembayaran ditolak',
  cooking: 'Sedang dimasak',
  ready: 'Pesanan siap',
  completed: 'Terima kasih',
  cancelled: 'Pesanan dibatalkan',
};

type MessageOrder = Pick<Order, 'id' | 'name' | 'food_name' | 'total_amount' | 'payment'>;

export interface MessageContext {
  restaurantName: string;
  /** Why it was cancelled, when known. */
  reason?: string | null | undefined;
}

function refundNote(order: MessageOrder): string {
  const paid = order.payment.status === 'completed' && order.payment.verification !== 'rejected';
  return paid ? ' Jika Anda sudah membayar, dananya akan kami kembalikan.' : '';
}

/** The prefilled text; the owner can still change it in WhatsApp before sending. */
export function whatsappMessage(
  step: CustomerStep,
  order: MessageOrder,
  { restaurantName, reason }: MessageContext,
): string {
  const hello = `Halo ${quoteLines(order.name)},`;
  const number = `pesanan #${order.id}`;
  const total = formatPrice(order.total_amount);
  const body: Record<CustomerStep, () => string> = {
    contact: () =>
      `${hello} kami dari ${restaurantName} ingin menghubungi Anda tentang ${number} (${order.food_name}).`,
    payment_received: () =>
      `${hello} pembayaran untuk ${number} sebesar ${total} sudah kami terima. Terima kasih! Pesanan Anda segera kami siapkan.`,
    payment_rejected: () =>
      `${hello} mohon maaf, pembayaran untuk ${number} sebesar ${total} belum masuk ke rekening kami. Mohon periksa kembali pembayaran Anda, atau balas pesan ini bila ada pertanyaan.`,
    cooking: () =>
      `${hello} ${number} (${order.food_name}) sedang kami masak. Kami kabari lagi begitu siap.`,
    ready: () => `${hello} ${number} (${order.food_name}) sudah siap. Terima kasih sudah menunggu!`,
    completed: () =>
      `${hello} ${number} sudah selesai. Terima kasih sudah memesan di ${restaurantName}, selamat menikmati! Kami tunggu pesanan berikutnya.`,
    cancelled: () => {
      const why = reason ? ` karena: ${quoteLines(reason)}.` : '.';
      return `${hello} mohon maaf, ${number} (${order.food_name}) kami batalkan${why}${refundNote(order)}`;
    },
  };
  return `${body[step]()}\n\n${restaurantName}`;
}

/** The step an order is at, for the message its card offers when the owner did nothing here yet. */
export function currentStep(order: Pick<Order, 'status' | 'payment'>): CustomerStep {
  const { status, payment } = order;
  if (status === 'cancelled') return 'cancelled';
  if (status === 'completed') return 'completed';
  if (status === 'ready') return 'ready';
  if (payment.verification === 'rejected') return 'payment_rejected';
  if (payment.verification === 'verified') return 'payment_received';
  return status === 'processing' ? 'cooking' : 'contact';
}

/** wa.me click-to-chat to the number the customer gave on the order; nothing is sent by itself. */
export function customerWhatsappUrl(
  step: CustomerStep,
  order: MessageOrder & Pick<Order, 'phone'>,
  context: MessageContext,
): string {
  return whatsappUrl(order.phone, whatsappMessage(step, order, context));
}
