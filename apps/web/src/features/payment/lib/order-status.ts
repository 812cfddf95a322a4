import type { OrderStatus } from '@dapur/shared/orders';
import { DISPLAY_TIME_ZONE } from '@dapur/shared/limits';

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Menunggu pembayaran',
  processing: 'Sedang diproses',
  ready: 'Siap diantar',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};

const orderDate = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

/** "12 Mei 2025 pukul 14.30" in the restaurant's time zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : orderDate.format(date);
}
